import { EuraudaxHistory } from './euraudax-history';
import { EuraudaxMembers } from './euraudax-members';
import { EuraudaxWalks } from './euraudax-walks';
import { euraudaxTexts } from './texts';
import './euraudax.css';

/** /euraudax (SPEC §2 "Euraudax page"): the crew, the walks and the history. */
export function EuraudaxPage() {
  return (
    <>
      <header className="page-header">
        <h1>{euraudaxTexts.heading}</h1>
        <p className="lead">{euraudaxTexts.intro}</p>
      </header>
      <EuraudaxMembers />
      <EuraudaxWalks />
      <EuraudaxHistory />
    </>
  );
}
