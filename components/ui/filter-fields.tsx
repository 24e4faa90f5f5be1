import { StaticIcon } from '@/components/ui/static-icon';

// text-base (16 px) keeps phones from zooming into a field when it takes focus.
const fieldClasses =
  'mt-1 block min-h-11 w-full rounded-lg border border-input bg-background px-3 text-base text-foreground';

/** The free-text field of a URL-driven filter form (submitted as `name`, `q` by default). */
export function SearchField({
  id,
  name = 'q',
  label,
  defaultValue,
  placeholder,
  maxLength,
}: {
  id: string;
  name?: string;
  label: string;
  defaultValue: string;
  placeholder: string;
  maxLength: number;
}) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <StaticIcon
          icon="Search"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="search"
          name={name}
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className={`${fieldClasses} pl-9`}
        />
      </div>
    </>
  );
}

/** A choice of a URL-driven filter form; the empty value means no filter. */
export function SelectField({
  id,
  name,
  label,
  defaultValue,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | null;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue ?? ''} className={fieldClasses}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
