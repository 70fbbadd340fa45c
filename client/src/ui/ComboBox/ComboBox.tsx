import { ChevronDown } from 'lucide-react';
import { useContext, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldStyles, type FieldBaseProps } from '../Field/Field';
import { ListBox, ListBoxEmptyState, ListBoxItem } from '../ListBox/ListBox';
import { Popover } from '../Popover/Popover';
import { SpinnerIcon } from '../Spinner/Spinner';
import { chevron } from '../Select/Select.css';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children' | 'className'>, FieldBaseProps {
  placeholder?: string;
  /** `<ComboBoxItem>` elements or a render function for `items` / `defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Results are being fetched (shows a spinner and, if the list is empty, `loadingText`). */
  isLoading?: boolean;
  loadingText?: string;
  /** Shown when the input is empty and there is nothing to list. */
  emptyQueryText?: string;
  /** Shown when the query produced no results. */
  noResultsText?: string;
  /** Hide the chevron button that opens the list. */
  hideTrigger?: boolean;
  className?: string;
}

interface EmptyStateProps {
  isLoading: boolean;
  loadingText: string;
  emptyQueryText: string;
  noResultsText: string;
}

function EmptyState({ isLoading, loadingText, emptyQueryText, noResultsText }: EmptyStateProps) {
  const state = useContext(ComboBoxStateContext);
  const query = state?.inputValue.trim() ?? '';
  const text = isLoading ? loadingText : query === '' ? emptyQueryText : noResultsText;
  return <ListBoxEmptyState>{text}</ListBoxEmptyState>;
}

/**
 * Text input with a list of suggestions. For server-side search pass `items` + `onInputChange`
 * (no client filtering is applied to `items`); for client-side filtering pass `defaultItems`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  isLoading = false,
  loadingText = 'Caricamento...',
  emptyQueryText = 'Inizia la ricerca...',
  noResultsText = 'Nessun risultato trovato',
  hideTrigger = false,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      {label != null && <Label>{label}</Label>}
      <Group className={fieldStyles.group}>
        <Input placeholder={placeholder} className={fieldStyles.groupInput} />
        {isLoading && (
          <span className={styles.spinner}>
            <SpinnerIcon size="sm" />
          </span>
        )}
        {!hideTrigger && (
          <AriaButton className={fieldStyles.adornmentButton}>
            <ChevronDown aria-hidden="true" className={chevron} />
          </AriaButton>
        )}
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox<T>
          renderEmptyState={() => (
            <EmptyState
              isLoading={isLoading}
              loadingText={loadingText}
              emptyQueryText={emptyQueryText}
              noResultsText={noResultsText}
            />
          )}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export { ListBoxItem as ComboBoxItem };
