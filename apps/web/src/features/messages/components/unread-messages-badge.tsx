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
      <span aria-hidden="true">✉</span>
      <span data-testid="unread-messages" className="ml-1 rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">{count}</span>
    </Link>
  );
}
