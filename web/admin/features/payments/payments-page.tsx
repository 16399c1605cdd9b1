import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { InputField, SelectField } from '../../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { componentTexts } from '../../components/texts';
import { failureText } from '../../lib/failure-text';
import { usePaymentMembers, type PaymentMember } from './api/get-payment-members';
import { savePayment } from './api/save-payment';
import { fullName, PaymentTable } from './components/payment-table';
import { paymentTexts as texts, type PaidFilter } from './texts';
import './payments.css';

/** The filter and the search live in the URL (?betaald=nee&zoek=jan), so a reload or a link keeps them. */
const params = { paid: 'betaald', search: 'zoek' } as const;
const paidFilters: readonly PaidFilter[] = ['', 'ja', 'nee'];
const successMs = 3000;
const errorMs = 4000;

/**
 * /admin/betalingen, 'Betalingen': who paid, for the treasurer, with a box per member saved
 * at once (through the outbox, so it works offline too). Only names, e-mail and whether someone is an
 * active member: no address, birth date or phone.
 */
export function PaymentsPage() {
  const list = usePaymentMembers();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(params.paid) ?? '';
  const paidFilter: PaidFilter = paidFilters.find((filter) => filter === asked) ?? '';
  const nameSearch = search.get(params.search) ?? '';
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  // A member ticked off under 'Niet betaald' stays in view (and the focus on their box) until the
  // filter or the search changes: the list does not jump under the admin's hand.
  const [keptIds, setKeptIds] = useState<ReadonlySet<number>>(new Set());
  const [success, showSuccess] = useTimedMessage(successMs);
  const [failure, showFailure, clearFailure] = useTimedMessage(errorMs);

  const setParam = (name: string, value: string) => {
    setKeptIds(new Set());
    setSearch(
      (current) => {
        if (value) current.set(name, value);
        else current.delete(name);
        return current;
      },
      { replace: true },
    );
  };

  const members = list.state.status === 'success' ? list.state.data : null;
  const shown = useMemo(() => {
    if (!members) return [];
    const wanted = nameSearch.trim().toLowerCase();
    const matches = (member: PaymentMember) =>
      (paidFilter === '' || member.paid === (paidFilter === 'ja')) && fullName(member).toLowerCase().includes(wanted);
    return members.filter((member) => keptIds.has(member.id) || matches(member));
  }, [members, paidFilter, nameSearch, keptIds]);

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((previous) => {
      const next = new Set(previous);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const changePaid = async (member: PaymentMember, paid: boolean) => {
    setBusy(member.id, true);
    setKeptIds((ids) => new Set(ids).add(member.id));
    clearFailure();
    // The box follows the click at once; the server's answer (or a reload after a refusal) settles it.
    list.setData((rows) => rows.map((row) => (row.id === member.id ? { ...row, paid } : row)));
    try {
      const saved = await savePayment(member, paid);
      list.setData((rows) => rows.map((row) => (row.id === saved.member.id ? saved.member : row)));
      showSuccess((saved.queued ? texts.queued : texts.saved)(fullName(member), paid));
    } catch (error) {
      console.warn('Opslaan van de betaling mislukt:', error);
      showFailure(failureText(texts.saveFailed, error));
      // The list as the server has it: the box back, and the current version for the next click.
      await list.reload();
    } finally {
      setBusy(member.id, false);
    }
  };

  return (
    <>
      <h1>{texts.title}</h1>
      <p className="admin-hint">{texts.intro}</p>
      <div className="admin-toolbar payments-filters">
        <InputField
          label={texts.search}
          type="search"
          autoComplete="off"
          value={nameSearch}
          onChange={(event) => setParam(params.search, event.target.value)}
        />
        <SelectField
          label={texts.filter.label}
          options={[
            { value: '', label: texts.filter.all },
            { value: 'ja', label: texts.filter.ja },
            { value: 'nee', label: texts.filter.nee },
          ]}
          value={paidFilter}
          onChange={(event) => setParam(params.paid, event.target.value)}
        />
      </div>
      <Banner kind="success" message={success} />
      <Banner kind="error" message={failure} />
      {list.state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
      {list.state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadFailed, list.state.error)} onRetry={() => void list.reload()} />
      )}
      {members && (
        <>
          <p>
            {texts.summary(members.filter((member) => member.paid).length, members.length)}{' '}
            {shown.length !== members.length && texts.shown(shown.length)}
          </p>
          <PaymentTable
            members={shown}
            busyIds={busyIds}
            onPaidChange={(member, paid) => void changePaid(member, paid)}
          />
        </>
      )}
    </>
  );
}
