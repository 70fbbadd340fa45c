import './theme/global.css';

export { vars, desktop, mobile, focusRing, insetFocusRing, onDarkFocusRing } from './theme/theme.css';

export { UIProvider, type UIProviderProps } from './Provider/UIProvider';

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export {
  NativeButton,
  nativeButtonLook,
  type NativeButtonProps,
  type NativeButtonLook,
} from './Button/NativeButton';
export { LinkButton, type LinkButtonProps } from './LinkButton/LinkButton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';

export { Form, type FormProps } from './Form/Form';
export { Label, Description, FieldError, CharacterCounter, type FieldBaseProps } from './Field/Field';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField/TextAreaField';
export { ImageFileInput, type ImageFileInputProps } from './ImageFileInput/ImageFileInput';
export { CameraButton, type CameraButtonProps } from './ImageFileInput/CameraButton';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { Select, SelectItem, type SelectProps } from './Select/Select';
export { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox/ComboBox';
export { ListBox, ListBoxItem, type ListBoxProps, type ListBoxItemProps } from './ListBox/ListBox';
export { Popover, type PopoverProps } from './Popover/Popover';
export { Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps } from './Checkbox/Checkbox';
export { Switch, type SwitchProps } from './Switch/Switch';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup/RadioGroup';

export { Calendar, type CalendarProps, type CalendarView } from './Calendar/Calendar';
export { RangeCalendar, type RangeCalendarProps, type CalendarRange } from './Calendar/RangeCalendar';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker';

export { Dialog, DialogTrigger, type DialogProps } from './Dialog/Dialog';
export { Modal, type ModalProps, type ModalSize } from './Dialog/Modal';
export type { ModalBehaviourProps } from './Dialog/ModalBehaviour';
export { SlideInPanel, type SlideInPanelProps } from './SlideInPanel/SlideInPanel';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { AlertDialog, type AlertDialogProps } from './AlertDialog/AlertDialog';

export { ToastRegion, type ToastRegionProps } from './Toast/Toast';
export { toastQueue, type ToastData, type ToastOptions, type ToastTone } from './Toast/toastQueue';

export { Pager, type PagerProps } from './Pager/Pager';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './Skeleton/Skeleton';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { Chip, type ChipProps } from './Chip/Chip';
export { Dot, type DotProps } from './Dot/Dot';
export { VisuallyHidden, visuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { Carousel, type CarouselProps } from './Carousel/Carousel';
export { useIsDesktop } from './hooks/useMediaQuery';
export {
  focusElement,
  focusIsLost,
  focusMainTarget,
  mainHeading,
  resolveTarget,
  type FocusTarget,
} from './a11y/focusTarget';
export { announce, Announcer } from './a11y/Announcer';
export { SkipLinks, useSkipLink, type SkipLink } from './a11y/SkipLinks';
