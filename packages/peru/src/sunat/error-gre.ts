import { clasificarFalla, type TipoFalla } from './codigos.ts';
import { type DetalleErrorSunat, ErrorRestSunat } from './errores-rest-sunat.ts';

/**
 * A failed call to SUNAT's GRE API. `tipo` tells the job queue what to do: 'transitorio' (network,
 * time-out, HTTP 5xx or an unreadable answer: retry the same request later), 'credenciales' (client
 * id/secret or SOL user refused: fix the company's settings), 'ya-registrado' (1033) or 'definitivo'
 * (the request itself is wrong). A guide SUNAT processed and rejected is not an error: the ticket's
 * status answers it with its code.
 */
export class ErrorGre extends ErrorRestSunat {
  override readonly name = 'ErrorGre';
  readonly tipo: TipoFalla;
  constructor(codigo: string, mensaje: string, estadoHttp?: number, errores: DetalleErrorSunat[] = []) {
    super(codigo, mensaje, estadoHttp, errores);
    // A token refused again right after a fresh one was issued is the account's problem, like bad credentials.
    this.tipo = codigo === 'credenciales' || codigo === 'token' ? 'credenciales' : clasificarFalla(codigo);
  }

  get reintentable(): boolean {
    return this.tipo === 'transitorio';
  }
}
