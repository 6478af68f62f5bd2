import { validarDocumentoIdentidad } from '../identidad/documento.ts';
import { largoEnCaracteres, validarTexto } from '../texto/texto-xml.ts';
import type { ErrorGuia, Persona } from './tipos.ts';

/** Collects a guide's errors; each rule names the SUNAT code it anticipates. */
export class ErroresGuia {
  readonly lista: ErrorGuia[] = [];

  agregar(campo: string, mensaje: string, codigo?: string): void {
    this.lista.push(codigo ? { campo, mensaje, codigo } : { campo, mensaje });
  }

  /**
   * A free text as SUNAT's GRE rules read it (`^[^\n\t\r\f]{min,}$` and a length in characters), and
   * XML-safe: `nombre` is how the message names it, with its article ('la dirección de partida').
   */
  texto(campo: string, valor: string | undefined, nombre: string, limite: LimiteTexto): void {
    if (valor === undefined || valor.trim() === '') {
      if (limite.requerido) this.agregar(campo, `Falta ${nombre}`, limite.codigoFalta ?? limite.codigo);
      return;
    }
    const error =
      validarTexto(valor, { campo: nombre, maximo: limite.maximo, unaLinea: true }) ??
      (valor.includes('\t') ? `${mayuscula(nombre)} no admite tabulaciones` : undefined) ??
      (largoEnCaracteres(valor.trim()) < (limite.minimo ?? 1)
        ? `${mayuscula(nombre)} debe tener al menos ${limite.minimo} caracteres`
        : undefined);
    if (error) this.agregar(campo, error, limite.codigo);
  }

  /** A party's document (catálogo 06) and name; `codigos` are SUNAT's for the document and the name. */
  persona(campo: string, p: Persona, nombre: string, codigos: { documento: string; nombre: string }): void {
    const error = validarDocumentoIdentidad(p.tipoDocumento, p.numero);
    if (error) this.agregar(`${campo}.numero`, `${mayuscula(nombre)}: ${error}`, codigos.documento);
    this.texto(`${campo}.nombre`, p.nombre, `el nombre o razón social ${deNombre(nombre)}`, {
      maximo: 250,
      requerido: true,
      codigo: codigos.nombre,
    });
  }
}

export type LimiteTexto = {
  maximo: number;
  minimo?: number;
  requerido?: boolean;
  codigo?: string;
  /** The code when the text is missing, if SUNAT has a different one. */
  codigoFalta?: string;
};

export const mayuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'el destinatario' → 'del destinatario'; 'la empresa' → 'de la empresa'. */
const deNombre = (nombre: string) => (nombre.startsWith('el ') ? `del ${nombre.slice(3)}` : `de ${nombre}`);

/** Same party: the same document type and number. */
export const mismaPersona = (
  a: Pick<Persona, 'tipoDocumento' | 'numero'>,
  b: Pick<Persona, 'tipoDocumento' | 'numero'>,
) => a.tipoDocumento === b.tipoDocumento && a.numero.trim() === b.numero.trim();
