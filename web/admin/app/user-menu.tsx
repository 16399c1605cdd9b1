import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChangePasswordDialog } from '../features/account/components/change-password-dialog';
import { ProfileDialog } from '../features/account/components/profile-dialog';
import { useProfile } from '../features/account/api/get-profile';
import { useSession } from '../session/session';
import { adminTexts } from './texts';
import { adminPaths, adminRoleLabels } from '../../../server/contracts';

/**
 * The header's user menu (SPEC §2): the profile's firstName or 'User', the admin's role, and
 * 'Wachtwoord wijzigen', 'Profiel', 'Aangemeld op' (the devices) and 'Tweestapsverificatie' (screens of
 * their own), 'Log out'. A disclosure of plain buttons: Escape or a click elsewhere closes it.
 */
export function UserMenu() {
  const profile = useProfile();
  const navigate = useNavigate();
  const signOut = useSession((state) => state.signOut);
  const role = useSession((state) => state.role);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'password' | 'profile' | null>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const name = profile?.firstName || adminTexts.defaultUserName;
  // Stable, so the password dialog's 1 s close timer is not restarted by a re-render.
  const closeDialog = useCallback(() => setDialog(null), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (choice: 'password' | 'profile') => {
    // Focus back on the menu button first: the dialog returns focus there when it closes, not to a hidden item.
    toggle.current?.focus();
    setOpen(false);
    setDialog(choice);
  };

  return (
    <div className="admin-user-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={adminTexts.userMenuLabel(name)}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{name}</span> <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="admin-user-menu-list" hidden={!open}>
        {role && <li className="admin-user-menu-role">{adminTexts.roleLine(adminRoleLabels[role])}</li>}
        <li>
          <button type="button" onClick={() => choose('password')}>
            {adminTexts.changePassword}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => choose('profile')}>
            {adminTexts.profile}
          </button>
        </li>
        <li>
          <Link to={adminPaths.sessions} onClick={() => setOpen(false)}>
            {adminTexts.sessions}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              toggle.current?.focus();
              setOpen(false);
              navigate(adminPaths.twoStep);
            }}
          >
            {adminTexts.twoStepMenu}
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              signOut();
              navigate(adminPaths.login, { replace: true });
            }}
          >
            {adminTexts.logOut}
          </button>
        </li>
      </ul>
      <ProfileDialog open={dialog === 'profile'} profile={profile} onClose={closeDialog} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={closeDialog} />
    </div>
  );
}
