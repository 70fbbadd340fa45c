import { useEffect } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { openAuthDialog } from '../../state/authDialog';
import { useViewer } from '../../state/useViewer';
import { LinkButton, Skeleton } from '../../ui';
import { ApprovalDetail } from './ApprovalDetail';
import { ApprovalQueue } from './ApprovalQueue';
import { AuditLog } from './AuditLog';
import { ChangeDetail } from './ChangeDetail';
import { ChangeQueue } from './ChangeQueue';
import { ReviewsPanel } from './ReviewsPanel';
import { MessageReportsPanel } from '../conversation/MessageReportsPanel';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { SearchPanel } from './SearchPanel';
import { usePageTitle } from './usePageTitle';
import * as s from './Admin.css';

const a = adminIt;

const SECTIONS = [
  ['/admin/approvazioni', a.sections.approvals],
  ['/admin/modifiche', a.sections.changes],
  ['/admin/recensioni', a.sections.reviews],
  ['/admin/messaggi', conversationIt.moderation.title],
  ['/admin/cerca', a.sections.search],
  ['/admin/registro', a.sections.audit],
] as const;

/** /admin/*: the moderation console, for administrators only (the server refuses anyone else too). */
export function AdminPage() {
  const { signedIn, viewer, loading } = useViewer();
  // Signed out, like the other signed-in-only pages: the login dialog opens.
  useEffect(() => {
    if (!signedIn) openAuthDialog('login', 'GUEST');
  }, [signedIn]);

  if (!signedIn) return <Refused text={a.signedOut} />;
  if (!viewer) return loading ? <Skeleton variant="text" lines={4} /> : <Refused text={a.loadError} />;
  if (!viewer.user.isAdmin) return <Refused text={a.notAllowed} />;
  return <Console />;
}

function Refused({ text }: { text: string }) {
  usePageTitle(a.notAllowedTitle);
  return (
    <section className={s.main}>
      <h1 className={s.h1}>{a.notAllowedTitle}</h1>
      <p className={s.muted}>{text}</p>
      <div>
        <LinkButton href="/" variant="secondary">
          {a.backHome}
        </LinkButton>
      </div>
    </section>
  );
}

function Console() {
  const { pathname } = useLocation();
  return (
    <div className={s.layout}>
      <nav className={s.nav} aria-label={a.sectionsNav}>
        <p className={s.navTitle}>{a.consoleTitle}</p>
        <ul className={s.navList}>
          {SECTIONS.map(([to, label]) => (
            <li key={to}>
              <Link
                to={to}
                className={s.navLink}
                // The queue is also the console's front page, and its details live under it.
                aria-current={
                  pathname.startsWith(to) || (to === '/admin/approvazioni' && /^\/admin\/?$/.test(pathname))
                    ? 'page'
                    : undefined
                }
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={s.main}>
        <Routes>
          <Route index element={<ApprovalQueue />} />
          <Route path="approvazioni" element={<ApprovalQueue />} />
          <Route path="approvazioni/:locationId" element={<ApprovalDetail />} />
          <Route path="modifiche" element={<ChangeQueue />} />
          <Route path="modifiche/:id" element={<ChangeDetail />} />
          <Route path="recensioni" element={<ReviewsPanel />} />
          <Route path="messaggi" element={<MessageReportsPanel />} />
          <Route path="cerca" element={<SearchPanel />} />
          <Route path="registro" element={<AuditLog />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </div>
    </div>
  );
}
