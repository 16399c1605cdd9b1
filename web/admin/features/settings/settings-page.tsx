import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { failureText } from '../../lib/failure-text';
import { useSettings } from './api/get-settings';
import { AdminsSection } from './components/admins-section';
import { BackupSection } from './components/backup-section';
import { SettingsForm } from './components/settings-form';
import { panelProps, sections, SettingsTabs } from './components/settings-tabs';
import { clubSettingsTexts as texts, isFormSection, type SettingsSection } from './texts';
import './settings.css';

const sectionParam = 'onderdeel';
/** The tab's word in the URL, in the admin's language (?onderdeel=teksten). */
const slugs: Record<SettingsSection, string> = {
  club: 'club',
  texts: 'teksten',
  contact: 'contact',
  membership: 'lidmaatschap',
  retention: 'bewaartermijnen',
  security: 'beveiliging',
  backup: 'back-up',
  admins: 'beheerders',
};
const formSections = sections.filter(isFormSection);

/**
 * /admin/settings, 'Instellingen' (issue "Club settings"): the club's settings in tabs, the club's
 * backups as the tab 'Back-up', and SPEC §2 'Beheer administrators' as the tab 'Beheerders'. The open
 * tab is in the URL (?onderdeel=lidmaatschap), so a reload or a link opens it again.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(sectionParam);
  const selected: SettingsSection = sections.find((section) => slugs[section] === asked) ?? 'club';
  const select = (section: SettingsSection) =>
    setParams(section === 'club' ? {} : { [sectionParam]: slugs[section] }, { replace: true });
  const query = useSettings();
  const { state } = query;

  return (
    <>
      <h1>{texts.title}</h1>
      <p className="admin-hint">{texts.intro}</p>
      <p>
        <a href="/" target="_blank" rel="noopener">
          {texts.preview}
          <span className="visually-hidden">{texts.newTab}</span>
        </a>
      </p>
      <SettingsTabs selected={selected} onSelect={select} />
      {state.status === 'success' ? (
        // Keyed by version: the settings loaded again after a conflict start a fresh form.
        <SettingsForm
          key={state.data.version}
          settings={state.data}
          selected={selected}
          onSelect={select}
          onReload={() => void query.reload()}
        />
      ) : (
        formSections.map((section) => (
          <div key={section} {...panelProps(section, selected)}>
            {state.status === 'loading' ? (
              <p role="status">{texts.loading}</p>
            ) : (
              <LoadFailure message={failureText(texts.loadFailed, state.error)} onRetry={query.reload} />
            )}
          </div>
        ))
      )}
      <div {...panelProps('admins', selected)}>{selected === 'admins' && <AdminsSection />}</div>
      <div {...panelProps('backup', selected)}>{selected === 'backup' && <BackupSection />}</div>
    </>
  );
}
