import { Tag, TagGroup, TagList, Text, type Selection } from 'react-aria-components';
import { eventTypesByLabelLength, type EventType } from '@festa/domain/enums';
import { it } from '../../i18n/it';
import { Label } from '../../ui';
import type { StepProps } from './fields';
import * as styles from './CreateLocation.css';

const t = it.createLocation;
const EVENT_TYPES = eventTypesByLabelLength();

/** Step 4: the events the venue can host, as chips (shortest label first) that toggle on and off. */
export function EventTypesStep({ values, errors, onChange }: StepProps) {
  const select = (keys: Selection) =>
    onChange({
      eventTypes:
        keys === 'all'
          ? EVENT_TYPES.map((e) => e.key)
          : EVENT_TYPES.filter((e) => keys.has(e.key)).map((e) => e.key),
    });
  return (
    <TagGroup
      className={styles.radioGroup}
      selectionMode="multiple"
      selectedKeys={new Set<EventType>(values.eventTypes)}
      onSelectionChange={select}
    >
      <Label>{t.eventTypes}</Label>
      <TagList className={styles.tags}>
        {EVENT_TYPES.map((e) => (
          <Tag key={e.key} id={e.key} className={styles.tag}>
            {e.label}
          </Tag>
        ))}
      </TagList>
      {errors.eventTypes && (
        <Text slot="errorMessage" className={styles.groupError}>
          {errors.eventTypes}
        </Text>
      )}
    </TagGroup>
  );
}
