import type { Image } from '../../../../../server/contracts/image';
import { textFields } from '../../../../../server/contracts/limits';
import { InputField } from '../../../../components/form-field';
import { ImageFileField } from '../../../components/image-file-field';
import { clubSettingsTexts } from '../texts';
import { inputProps, type SectionProps } from './section-props';
import { ThemeColourField } from './theme-colour-field';

const texts = clubSettingsTexts.club;
/** A key figure of the club page, as it shows there ('12', '60+'): text, not a number. */
const statInput = { hint: texts.statHint, maxLength: textFields.statValue.max };

export type ImageChange =
  { logo: Image | null; logoFile: File | null } | { heroImage: Image | null; heroFile: File | null };

type ClubSectionProps = SectionProps<'club'> & {
  images: { logo: Image | null; logoFile: File | null; heroImage: Image | null; heroFile: File | null };
  onImageChange: (change: ImageChange) => void;
  /** The colour stored now, for the picker while the typed code is no colour. */
  storedColour: string;
};

/** Club: the name, how the app and the site look, and the key figures of the club page. */
export function ClubSection(props: ClubSectionProps) {
  const { images, onImageChange, errors, storedColour } = props;
  const field = (key: keyof SectionProps<'club'>['values']) => inputProps('club', props, key);
  const imageField = (
    key: 'logo' | 'heroImage',
    image: Image | null,
    file: File | null,
    change: (image: Image | null, file: File | null) => ImageChange,
  ) => (
    <ImageFileField
      name={`club.${key}`}
      image={image}
      file={file}
      texts={clubSettingsTexts[key]}
      serverError={errors[`club.${key}`]}
      onChange={(chosen) => onImageChange(change(chosen.image, chosen.file))}
    />
  );
  return (
    <>
      <h2>{clubSettingsTexts.sections.club}</h2>
      <div className="admin-form-grid">
        <InputField label={texts.name} required maxLength={textFields.clubName.max} {...field('name')} />
        <InputField
          label={texts.shortName}
          hint={texts.shortNameHint}
          required
          maxLength={textFields.shortName.max}
          {...field('shortName')}
        />
      </div>
      <InputField label={texts.tagline} maxLength={textFields.tagline.max} {...field('tagline')} />
      <div className="settings-images">
        {imageField('logo', images.logo, images.logoFile, (image, file) => ({ logo: image, logoFile: file }))}
        {imageField('heroImage', images.heroImage, images.heroFile, (image, file) => ({
          heroImage: image,
          heroFile: file,
        }))}
      </div>
      <ThemeColourField
        value={props.values.themeColor}
        fallback={storedColour}
        error={errors['club.themeColor']}
        onChange={(value) => props.onChange('themeColor', value)}
      />
      <div className="admin-form-grid">
        <InputField label={texts.foundingYear} inputMode="numeric" maxLength={4} {...field('foundingYear')} />
        <InputField label={texts.foundingMembers} {...statInput} {...field('foundingMembers')} />
        <InputField label={texts.volunteers} {...statInput} {...field('volunteers')} />
      </div>
    </>
  );
}
