import { useId } from 'react';
import { Link } from 'react-router';
import { adminNewsletterPath, adminPaths, adminWalkPath } from '../../../../../server/contracts/admin-paths';
import type { DashboardAnswer } from '../api/get-dashboard';
import { useMayOpen } from '../../../session/may-open';
import { itemLinks, itemScreens } from '../item-links';
import { dashboardTexts as texts } from '../texts';
import { formatStart } from './format-start';
import { DeviceItems, useDeviceHasItems } from './device-items';

type Counted = { key: keyof typeof itemLinks; text: (n: number) => string };

/** The counted items, in the order a secretary would take them. */
const countedItems: Counted[] = [
  { key: 'applications', text: texts.applications },
  { key: 'messages', text: texts.messages },
  { key: 'failedMail', text: texts.failedMail },
  { key: 'membersWithoutEmail', text: texts.membersWithoutEmail },
];

/** What needs doing, each with its count and a link to where it is done; "Alles is bijgewerkt" when nothing does. */
export function TodoList({ answer }: { answer: DashboardAnswer }) {
  const headingId = useId();
  const mayOpen = useMayOpen();
  const { counts } = answer;
  const countOf = (key: keyof typeof counts) => (mayOpen(itemScreens[key]) ? (counts[key] ?? 0) : 0);
  const counted = countedItems.filter((item) => countOf(item.key) > 0);
  const walksWithoutReport = countOf('walksWithoutReport');
  const newsletterSends = mayOpen(itemScreens.newsletterSends) ? answer.newsletterSends : [];
  const deviceHasItems = useDeviceHasItems();
  const nothing = counted.length === 0 && walksWithoutReport === 0 && newsletterSends.length === 0 && !deviceHasItems;
  return (
    <section aria-labelledby={headingId} className="admin-dashboard-section">
      <h2 id={headingId}>{texts.todoTitle}</h2>
      {nothing ? (
        <p className="admin-all-done">{texts.allDone}</p>
      ) : (
        <ul className="admin-todo-list">
          {counted.map((item) => (
            <li key={item.key}>
              <Link to={itemLinks[item.key]}>{item.text(countOf(item.key))}</Link>
            </li>
          ))}
          {walksWithoutReport > 0 && (
            <li>
              <Link to={adminPaths.walks}>{texts.walksWithoutReport(walksWithoutReport)}</Link>
              <ul>
                {answer.walksWithoutReport.map((walk) => (
                  <li key={walk.id}>
                    <Link to={adminWalkPath(walk)}>{walk.name}</Link> ({formatStart(walk.startDateTime)}):{' '}
                    {texts.walkMissing(walk.hasReport, walk.hasPhotos)}
                  </li>
                ))}
              </ul>
            </li>
          )}
          {newsletterSends.map((send) => (
            <NewsletterSendItem key={send.jobId} send={send} />
          ))}
          <DeviceItems />
        </ul>
      )}
    </section>
  );
}

function NewsletterSendItem({ send }: { send: DashboardAnswer['newsletterSends'][number] }) {
  const labelId = useId();
  return (
    <li>
      <Link id={labelId} to={adminNewsletterPath({ id: send.newsletterId })}>
        {texts.newsletterSending(send.title)}
      </Link>
      <span className="admin-send-progress">
        <progress max={Math.max(send.total, 1)} value={send.sent + send.failed} aria-labelledby={labelId} />
        {texts.newsletterProgress(send.sent, send.total, send.failed)}
      </span>
    </li>
  );
}
