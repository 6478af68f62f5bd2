import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { usePermiso } from '../../datos-generales/components/PermisoRequerido';
import { admiteGuia, rutaGuiaDeComprobante } from '../../guias/utils/guia-form';
import { PERMISOS_FAC } from '../../shell/menu/facturacion';
import { useAccionesComprobante } from '../hooks/use-acciones-comprobante';
import { estadoEnCurso, serieNumero } from '../utils/comprobante-form';
import { anulable } from '../utils/envio-form';
import { nombreTipo } from '../utils/mensajes-cliente';
import { admiteNota, type TipoNota } from '../utils/nota-form';
import { AnularComprobanteDialog } from './AnularComprobanteDialog';
import { EnviarCorreoDialog } from './EnviarCorreoDialog';

interface AccionesComprobanteProps {
  comprobante: ComprobanteFieldsFragment;
  /** After a resend, with the document as the server left it. */
  onReenviado?: (c: ComprobanteFieldsFragment) => void;
  /** After SUNAT was asked to void it (comunicación de baja or resumen diario). */
  onAnulado?: () => void;
  /** Buttons with text (summary panel) or icons only (table rows). */
  conTexto?: boolean;
}

/** Where the facturador opens prefilled with a note on the document. */
export const rutaNota = (tipo: TipoNota, id: string) => `/fac/facturador?nota=${tipo}&de=${id}`;

/**
 * PDF, XML, CDR (when SUNAT answered), Reenviar (only while SUNAT has not answered) and a menu to
 * mail it, share it by WhatsApp, issue a credit or debit note on it, generate its guía de remisión
 * (facturas and boletas) or void it (once accepted).
 */
export function AccionesComprobante({
  comprobante: c,
  onReenviado,
  onAnulado,
  conTexto = false,
}: AccionesComprobanteProps) {
  const { descargarPdf, descargarXml, descargarCdr, reenviar, compartirWhatsapp, ocupado } =
    useAccionesComprobante();
  const navigate = useNavigate();
  const conGuias = usePermiso(PERMISOS_FAC.guias);
  const menu = useRef<Menu>(null);
  const [correo, setCorreo] = useState(false);
  const [anular, setAnular] = useState(false);
  // The type too: a factura and its credit note may share F001-1.
  const nombre = `${nombreTipo(c.tipo)} ${serieNumero(c.serie, c.numero)}`;
  const ocupada = ocupado === c.id;
  const boton = (etiqueta: string) => ({
    label: conTexto ? etiqueta : undefined,
    tooltip: conTexto ? undefined : etiqueta,
  });

  const descargas = [
    { etiqueta: 'PDF', icono: 'pi pi-file-pdf', descargar: descargarPdf, deshabilitada: false },
    { etiqueta: 'XML', icono: 'pi pi-code', descargar: descargarXml, deshabilitada: false },
    // SUNAT's answer: there is none to download until it arrives.
    { etiqueta: 'CDR', icono: 'pi pi-download', descargar: descargarCdr, deshabilitada: !c.tiene_cdr },
  ];

  const conNota = admiteNota(c);
  const mas: MenuItem[] = [
    { label: 'Enviar por correo', icon: 'pi pi-envelope', command: () => setCorreo(true) },
    { label: 'WhatsApp', icon: 'pi pi-whatsapp', command: () => void compartirWhatsapp(c) },
    ...(conNota
      ? [
          { separator: true },
          {
            label: 'Nota de crédito',
            icon: 'pi pi-minus-circle',
            command: () => navigate(rutaNota('07', c.id)),
          },
          {
            label: 'Nota de débito',
            icon: 'pi pi-plus-circle',
            command: () => navigate(rutaNota('08', c.id)),
          },
        ]
      : []),
    ...(conGuias && admiteGuia(c)
      ? [
          { separator: true },
          {
            label: 'Generar guía',
            icon: 'pi pi-truck',
            command: () => navigate(rutaGuiaDeComprobante(c.id)),
          },
        ]
      : []),
    ...(anulable(c.estado) && !c.motivo_baja
      ? [{ separator: true }, { label: 'Anular (baja)', icon: 'pi pi-ban', command: () => setAnular(true) }]
      : []),
  ];

  return (
    <span className="comprobante-acciones">
      {descargas.map((d) => (
        <Button
          key={d.etiqueta}
          type="button"
          size="small"
          outlined
          icon={d.icono}
          {...boton(d.etiqueta)}
          aria-label={`Descargar ${d.etiqueta} de ${nombre}`}
          disabled={ocupada || d.deshabilitada}
          onClick={() => void d.descargar(c.id)}
        />
      ))}
      {estadoEnCurso(c.estado) && (
        <Button
          type="button"
          size="small"
          outlined
          severity="secondary"
          icon="pi pi-refresh"
          {...boton('Reenviar')}
          aria-label={`Reenviar ${nombre}`}
          disabled={ocupada}
          onClick={() =>
            void reenviar(c.id).then((r) => {
              if (r) onReenviado?.(r);
            })
          }
        />
      )}
      <Button
        type="button"
        size="small"
        outlined
        severity="secondary"
        icon="pi pi-ellipsis-v"
        {...boton('Más')}
        aria-haspopup="menu"
        aria-label={`Más acciones de ${nombre}`}
        disabled={ocupada}
        onClick={(event) => menu.current?.toggle(event)}
      />
      <Menu model={mas} popup ref={menu} popupAlignment="right" />
      {correo && <EnviarCorreoDialog comprobante={c} onHide={() => setCorreo(false)} />}
      {anular && (
        <AnularComprobanteDialog
          comprobante={c}
          onHide={() => setAnular(false)}
          onAnulado={() => onAnulado?.()}
        />
      )}
    </span>
  );
}
