import { Link } from "react-router";
import { useUnreadMessages } from "../api/threads";

/** The unread count next to "Mensagens" in the header. */
export function UnreadMessagesBadge() {
  const count = useUnreadMessages(true).data?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-1 rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
      <span data-testid="unread-messages">{count}</span>
      <span className="sr-only"> não lidas</span>
    </span>
  );
}

/** On narrow screens the navigation sits in the menu: unread replies show as a link beside it. */
export function UnreadMessagesLink({ href, className }: { href: string; className?: string }) {
  const count = useUnreadMessages(true).data?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <Link to={href} className={className} aria-label={`Mensagens (${count} não lidas)`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
      <span data-testid="unread-messages" className="ml-1 rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">{count}</span>
    </Link>
  );
}
