import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fullName, type AdminMember } from '../admin-member';
import { setBoardOrder } from '../api/set-board-order';
import { memberTexts as texts } from '../texts';

type BoardOrderInputProps = {
  member: AdminMember;
  onSaved: (member: AdminMember) => void;
  onFailed: (error: unknown) => void;
};

/** Whole numbers only; SPEC §9: never below 0. Undefined for input that is no number. */
function parseOrder(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return undefined;
  return Math.max(0, Number(trimmed));
}

/**
 * SPEC §2: a board member's order, changed by one with the arrows or typed (saved on Enter or when
 * leaving the field). Writes go one after the other, each with the version the previous one
 * answered, so quick clicks never conflict with themselves.
 */
export function BoardOrderInput({ member, onSaved, onFailed }: BoardOrderInputProps) {
  const name = fullName(member);
  const saved = useRef(member);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [draft, setDraft] = useState(String(member.boardMemberSortOrder ?? 0));
  // The order the field shows once every queued write is done; arrows count from here.
  const target = useRef(member.boardMemberSortOrder ?? 0);

  // An edit in the modal (a newer version from outside) resets the field.
  useEffect(() => {
    if (member.version <= saved.current.version) return;
    saved.current = member;
    target.current = member.boardMemberSortOrder ?? 0;
    setDraft(String(target.current));
  }, [member]);

  const save = (order: number) => {
    if (order === target.current) {
      setDraft(String(order));
      return;
    }
    target.current = order;
    setDraft(String(order));
    queue.current = queue.current.then(async () => {
      try {
        const answer = await setBoardOrder(saved.current, order);
        saved.current = answer;
        onSaved(answer);
      } catch (error) {
        // Back to what the server holds, and the reason shown by the page.
        target.current = saved.current.boardMemberSortOrder ?? 0;
        setDraft(String(target.current));
        onFailed(error);
      }
    });
  };

  const commitTyped = () => {
    const order = parseOrder(draft);
    save(order ?? target.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    }
  };

  return (
    <div className="member-order">
      <button
        type="button"
        className="admin-icon-button"
        aria-label={texts.orderDown(name)}
        onClick={() => save(Math.max(0, target.current - 1))}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <input
        className="form-field-control member-order-input"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        aria-label={texts.orderLabel(name)}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitTyped}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="admin-icon-button"
        aria-label={texts.orderUp(name)}
        onClick={() => save(target.current + 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
    </div>
  );
}
