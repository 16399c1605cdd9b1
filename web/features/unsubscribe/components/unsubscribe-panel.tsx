import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { unsubscribe } from '../api/unsubscribe';
import type { UnsubscribeLink } from '../api/unsubscribe-query';
import { useValidateUnsubscribe } from '../api/validate-unsubscribe';
import { unsubscribeTexts } from './texts';
import './unsubscribe.css';

type Step = 'ready' | 'posting' | 'confirmed' | 'error';

/**
 * SPEC §4: loading, then ready or invalid; ready, then confirmed or error. An incomplete link
 * (memberId or token missing) is invalid without asking the server.
 */
export function UnsubscribePanel({ link }: { link: UnsubscribeLink | null }) {
  const validation = useValidateUnsubscribe(link);
  const [step, setStep] = useState<Step>('ready');
  const navigate = useNavigate();
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The buttons disappear with the outcome: move focus to it so keyboard and screen reader users land there.
  useEffect(() => {
    if (step === 'confirmed' || step === 'error') outcomeRef.current?.focus();
  }, [step]);

  if (!link || validation.status === 'error') return <InvalidLink />;
  if (validation.status === 'loading') {
    return (
      <p className="status" role="status">
        {unsubscribeTexts.validating}
      </p>
    );
  }

  if (step === 'confirmed' || step === 'error') {
    const confirmed = step === 'confirmed';
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        className={`unsubscribe-outcome alert ${confirmed ? 'alert-success' : 'alert-error'}`}
        role={confirmed ? 'status' : 'alert'}
      >
        <p>{confirmed ? unsubscribeTexts.confirmed : unsubscribeTexts.error}</p>
        <p>
          <Link to="/">{unsubscribeTexts.backHome}</Link>
        </p>
      </div>
    );
  }

  const confirm = async () => {
    setStep('posting');
    try {
      await unsubscribe(link);
      setStep('confirmed');
    } catch (error) {
      console.warn('Uitschrijven mislukt:', error);
      setStep('error');
    }
  };

  const posting = step === 'posting';
  return (
    <div>
      <p className="unsubscribe-question">{unsubscribeTexts.question}</p>
      <p>{unsubscribeTexts.explanation}</p>
      <div className="unsubscribe-actions">
        <button type="button" className="button button-primary" onClick={confirm} disabled={posting}>
          {posting ? unsubscribeTexts.busy : unsubscribeTexts.confirm}
        </button>
        <button type="button" className="button" onClick={() => navigate('/')} disabled={posting}>
          {unsubscribeTexts.cancel}
        </button>
      </div>
    </div>
  );
}

function InvalidLink() {
  return (
    <div className="alert alert-error" role="alert">
      <p>{unsubscribeTexts.invalid}</p>
      <p>
        <Link to="/contact">{unsubscribeTexts.contact}</Link>
      </p>
    </div>
  );
}
