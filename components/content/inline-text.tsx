import { Link } from '@/lib/i18n/navigation';
import { isInternalHref, parseInline } from '@/lib/content/inline';

/** Renders a catalogue string with its `code`, **bold** and [links](/path); never raw HTML. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((token, index) => {
        switch (token.kind) {
          case 'code':
            return (
              <code
                key={index}
                className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] wrap-anywhere"
              >
                {token.text}
              </code>
            );
          case 'strong':
            return <strong key={index}>{token.text}</strong>;
          case 'link':
            return isInternalHref(token.href) ? (
              <Link
                key={index}
                href={token.href}
                className="font-medium text-primary underline underline-offset-4"
              >
                {token.text}
              </Link>
            ) : (
              <a
                key={index}
                href={token.href}
                className="font-medium text-primary underline underline-offset-4"
                rel="noopener noreferrer"
              >
                {token.text}
              </a>
            );
          default:
            return token.text;
        }
      })}
    </>
  );
}
