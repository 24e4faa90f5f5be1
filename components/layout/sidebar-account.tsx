import { StaticIcon } from '@/components/ui/static-icon';

/** Log in and Sign Up, at the foot of the sidebar and of the phone sheet. */
export function SidebarAccount({
  appUrl,
  login,
  signUp,
}: {
  appUrl: string;
  login: string;
  signUp: string;
}) {
  return (
    <div className="flex shrink-0 flex-col gap-1 border-t border-sidebar-border p-2">
      <a
        href={appUrl}
        className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm hover:bg-muted"
      >
        <StaticIcon icon="LogIn" className="size-4 shrink-0" />
        <span data-sidebar-label>{login}</span>
      </a>
      <a
        href={appUrl}
        className="flex min-h-11 items-center gap-3 rounded-md bg-primary px-2 text-sm font-medium text-primary-foreground hover:opacity-90"
      >
        <StaticIcon icon="UserPlus" className="size-4 shrink-0" />
        <span data-sidebar-label>{signUp}</span>
      </a>
    </div>
  );
}
