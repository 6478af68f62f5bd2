import { formatMonto } from '../../../ui/utils/montos';

/** An amount of a report's table: blank when zero, so the columns that matter stand out. */
export const montoReporte = (v: string) => (/^-?0(\.0+)?$/.test(v) ? '' : formatMonto(v));
