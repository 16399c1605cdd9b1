import { InputField } from '../../../../components/form-field';
import { RichTextField } from '../../../editor/rich-text-field';
import { BlockImageField } from './block-image-field';
import type { BlockDraft, BlockErrors } from '../newsletter-draft';
import { newsletterAdminTexts as texts } from '../texts';

type BlockEditorProps = {
  block: BlockDraft;
  /** 1-based place in the list: the number in 'Blok {n}'. */
  position: number;
  /** The server's messages for this block, by field (imageId, text, order). */
  errors: BlockErrors;
  onChange: (patch: Partial<Omit<BlockDraft, 'key' | 'id'>>) => void;
  onRemove: () => void;
  onUploadFailed: (failure: unknown) => void;
};

/** One newsletter block (SPEC §2): position, order, delete, image and rich text. */
export function BlockEditor({ block, position, errors, onChange, onRemove, onUploadFailed }: BlockEditorProps) {
  return (
    <fieldset className="newsletter-block">
      <legend>{texts.block(position)}</legend>
      <div className="newsletter-block-head">
        <InputField
          className="newsletter-block-order"
          label={texts.order}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={block.order}
          error={errors.order}
          onChange={(event) => onChange({ order: event.target.value })}
        />
        <button type="button" className="button button-small button-danger" onClick={onRemove}>
          {texts.removeBlock(position)}
        </button>
      </div>
      <BlockImageField
        position={position}
        value={block.imageId}
        error={errors.imageId}
        onChange={(imageId) => onChange({ imageId })}
        onUploadFailed={onUploadFailed}
      />
      <RichTextField
        label={texts.blockText(position)}
        value={block.text}
        size="sm"
        error={errors.text}
        onChange={(text) => onChange({ text })}
      />
    </fieldset>
  );
}
