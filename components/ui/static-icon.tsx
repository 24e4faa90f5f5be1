import type { LucideIcon } from 'lucide-react';
import type { SVGProps } from 'react';

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string | number>])[];

/**
 * The shapes of a lucide-react icon. createLucideIcon makes each icon a forwardRef whose render
 * hands the icon's data to lucide's client-side Icon as `icon`; static-icon.test.tsx fails if a
 * lucide-react update changes that.
 */
export function iconNode(icon: LucideIcon): IconNode {
  const render = (icon as unknown as { render: (props: object, ref: null) => unknown }).render;
  const element = render({}, null) as { props: { icon: { node: IconNode } } };
  return element.props.icon.node;
}

const escape = (value: string | number) =>
  String(value).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const markupCache = new WeakMap<LucideIcon, string>();

function markup(icon: LucideIcon) {
  let html = markupCache.get(icon);
  if (html === undefined) {
    html = iconNode(icon)
      .map(([tag, attributes]) => {
        const pairs = Object.entries(attributes)
          .filter(([name]) => name !== 'key')
          .map(([name, value]) => ` ${name}="${escape(value)}"`)
          .join('');
        return `<${tag}${pairs}></${tag}>`;
      })
      .join('');
    markupCache.set(icon, html);
  }
  return html;
}

type StaticIconProps = { icon: LucideIcon } & Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'dangerouslySetInnerHTML' | 'ref'
>;

/**
 * A lucide icon drawn as plain SVG: no client component, so the page's payload carries a short
 * string instead of the icon's data and hydration has one element to match, not a component
 * tree. Stroke and fill come from the `icon` class in app/globals.css. Decorative unless it is
 * given a label.
 */
export function StaticIcon({ icon, className, ...props }: StaticIconProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      aria-hidden={labelled ? undefined : true}
      className={className ? `icon ${className}` : 'icon'}
      {...props}
      dangerouslySetInnerHTML={{ __html: markup(icon) }}
    />
  );
}
