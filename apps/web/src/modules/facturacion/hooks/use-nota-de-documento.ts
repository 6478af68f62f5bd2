import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { hoyLima } from '../../../ui/utils/fechas';
import { comprobanteParaNotaQuery } from '../graphql/comprobantes';
import { tipoCambioQuery } from '../graphql/tipo-cambio';
import { type ComprobanteForm, formularioInicial } from '../utils/comprobante-form';
import { admiteNota, type NotaForm, notaDesde } from '../utils/nota-form';

/**
 * The facturador's note mode: `?nota=07|08&de=<id>` loads the document and, once per document, fills
 * the form with the note on it. Without those parameters there is no note.
 */
export function useNotaDeDocumento(llenarFormulario: (form: ComprobanteForm) => void) {
  const [params] = useSearchParams();
  const pedida = params.get('nota');
  const tipo = pedida === '07' || pedida === '08' ? pedida : null;
  const id = params.get('de');
  const [{ data, error, fetching }] = useQuery({
    query: comprobanteParaNotaQuery,
    variables: { id: id ?? '' },
    pause: !tipo || !id,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const documento = tipo && id && data?.comprobante.id === id ? data.comprobante : null;
  const [nota, setNota] = useState<NotaForm | null>(null);
  const cargada = useRef<string | null>(null);

  useEffect(() => {
    const valida = tipo && documento && admiteNota(documento) ? documento : null;
    const clave = valida ? `${tipo}:${valida.id}` : null;
    if (clave === cargada.current) return;
    const habiaNota = cargada.current !== null;
    cargada.current = clave;
    if (!valida || !tipo) {
      setNota(null);
      // Leaving a note (the menu's Facturador, say) leaves none of its data in a new factura.
      if (habiaNota) llenarFormulario(formularioInicial('01'));
      return;
    }
    const inicial = notaDesde(valida, tipo);
    setNota(inicial.nota);
    llenarFormulario(inicial.form);
  }, [tipo, documento, llenarFormulario]);

  // A note in dollars starts from SUNAT's published rate of the day, which the user may correct.
  const enDolares = nota?.moneda === 'USD';
  const [cambio] = useQuery({
    query: tipoCambioQuery,
    variables: { fecha: hoyLima() },
    pause: !enDolares,
    context: MANUAL_ERRORS,
  });
  const publicado = cambio.data?.tipoCambio?.venta;
  useEffect(() => {
    if (publicado)
      setNota((n) => (n && n.moneda === 'USD' && !n.tipoCambio ? { ...n, tipoCambio: publicado } : n));
  }, [publicado]);

  let problema = tipo ? mensajeError(error) : null;
  if (documento && !admiteNota(documento))
    problema = `No se puede emitir una nota sobre ${documento.serie}-${documento.numero}: solo sobre facturas y boletas aceptadas por SUNAT`;
  return { nota, setNota, documento, problema, cargando: Boolean(tipo) && fetching };
}
