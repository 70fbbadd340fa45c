import { style } from '@vanilla-extract/css';

export const hidden = style({ display: 'none' });
