import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}
/** Tabs root: `selectedKey` / `onSelectionChange` or `defaultSelectedKey`. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

export interface TabListProps<T> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string;
}
/** Container of `<Tab>`s; give it an `aria-label`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx(styles.tabList, className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}
/** A tab; `id` links it to the TabPanel with the same `id`. Accepts `href` for routed tabs. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx(styles.tabPanel, className)} />;
}
