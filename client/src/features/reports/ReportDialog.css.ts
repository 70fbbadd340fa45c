import { style } from '@vanilla-extract/css';
import { row, stack } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const form = style({ ...stack(vars.space.md), minWidth: 0 });
export const actions = style({ ...row(vars.space.sm), flexWrap: 'wrap' });
