import { Tag, TagGroup, TagList, type Key, type Selection } from 'react-aria-components';
import { Label } from '../../ui';
import * as s from './Listing.css';

/** A labelled multiple choice shown as chips that toggle (tags, event types, opening days). */
export function ChoiceChips<K extends Key>({
  label,
  options,
  selected,
  onChange,
  isDisabled,
}: {
  label: string;
  options: readonly { key: K; label: string }[];
  selected: readonly K[];
  onChange: (keys: K[]) => void;
  isDisabled?: boolean;
}) {
  // Kept in the options' order, whatever order they were toggled in.
  const select = (keys: Selection) =>
    onChange(options.filter((o) => keys === 'all' || keys.has(o.key)).map((o) => o.key));
  return (
    <TagGroup
      className={s.group}
      selectionMode="multiple"
      selectedKeys={new Set<Key>(selected)}
      onSelectionChange={select}
      disabledKeys={isDisabled ? options.map((o) => o.key) : undefined}
    >
      <Label>{label}</Label>
      <TagList className={s.tags}>
        {options.map((o) => (
          <Tag key={String(o.key)} id={o.key} className={s.tag}>
            {o.label}
          </Tag>
        ))}
      </TagList>
    </TagGroup>
  );
}
