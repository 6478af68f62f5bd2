import type { schema } from '@kipu/db';

/** An order still on its table: being served or being charged. The table is occupied while it has one. */
export const ESTADOS_VIVOS: schema.EstadoPedido[] = ['abierto', 'cobrando'];
