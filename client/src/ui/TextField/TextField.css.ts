import { style } from '@vanilla-extract/css';

export const icon = style({ width: 20, height: 20 });
