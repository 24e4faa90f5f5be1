import type { SVGProps } from 'react';
import { iconHref, type IconId } from '@/lib/icons/icon-href';

type StaticIconProps = {
  /** The icon's id in the sprite (lib/icons/sprite-icons.ts). */
  icon: IconId;
} & Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML' | 'ref'>;

/**
 * An icon drawn from the site's sprite (/icons.svg, cached across pages): the page and its
 * payload carry a reference instead of the icon's shapes, and hydration has two plain elements
 * to match, not a component tree. Stroke and fill come from the `icon` class in
 * app/globals.css and reach the symbol by inheritance. Decorative unless it is given a label.
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
    >
      <use href={iconHref(icon)} />
    </svg>
  );
}
