import { Link } from '@/lib/i18n/navigation';

/** The 404 body, with a link home in the visitor's language. */
export function NotFoundView({
  title,
  body,
  backHome,
}: {
  title: string;
  body: string;
  backHome: string;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{body}</p>
      <Link
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-medium text-primary-foreground hover:opacity-90"
      >
        {backHome}
      </Link>
    </div>
  );
}
