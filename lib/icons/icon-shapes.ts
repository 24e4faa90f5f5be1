import type { LucideIcon } from 'lucide-react';

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string | number>])[];

/**
 * The shapes of a lucide-react icon. createLucideIcon makes each icon a forwardRef whose render
 * hands the icon's data to lucide's client-side Icon as `icon`; icon-sprite.test.ts fails if a
 * lucide-react update changes that.
 */
function iconNode(icon: LucideIcon): IconNode {
  const render = (icon as unknown as { render: (props: object, ref: null) => unknown }).render;
  const element = render({}, null) as { props: { icon: { node: IconNode } } };
  return element.props.icon.node;
}

const escape = (value: string | number) =>
  String(value).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An icon's shapes as SVG markup (paths, circles, rects), without the `<svg>` around them. */
export function iconShapes(icon: LucideIcon): string {
  return iconNode(icon)
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join('');
      return `<${tag}${pairs}></${tag}>`;
    })
    .join('');
}
