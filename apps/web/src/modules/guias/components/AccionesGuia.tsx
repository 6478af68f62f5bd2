import { Button } from 'primereact/button';
import type { GuiaFieldsFragment } from '../../../gql/graphql';
import { serieNumero } from '../../facturacion/utils/comprobante-form';
import type { useAccionesGuia } from '../hooks/use-acciones-guia';
import { admiteBaja } from '../utils/estado-guia';

interface AccionesGuiaProps {
  guia: GuiaFieldsFragment;
  acciones: ReturnType<typeof useAccionesGuia>;
  /** Opens the baja of an accepted guide. */
  onBaja: (guia: GuiaFieldsFragment) => void;
}

/** A row's buttons: PDF, XML, Consultar SUNAT, Reconstruir a rejected guide, Dar de baja an accepted one. */
export function AccionesGuia({ guia: g, acciones, onBaja }: AccionesGuiaProps) {
  const nombre = `Guía ${serieNumero(g.serie, g.numero)}`;
  const botones = [
    {
      etiqueta: `Descargar PDF de ${nombre}`,
      titulo: 'PDF',
      icono: 'pi pi-file-pdf',
      hacer: acciones.verPdf,
    },
    {
      etiqueta: `Descargar XML de ${nombre}`,
      titulo: 'XML',
      icono: 'pi pi-code',
      hacer: acciones.descargarXml,
    },
    {
      etiqueta: `Consultar SUNAT ${nombre}`,
      titulo: 'Consultar SUNAT',
      icono: 'pi pi-sync',
      hacer: acciones.consultarSunat,
    },
    ...(g.estado === 'rechazado'
      ? [
          {
            etiqueta: `Reconstruir ${nombre}`,
            titulo: 'Reconstruir (emitir de nuevo con otro número)',
            icono: 'pi pi-replay',
            hacer: acciones.reconstruir,
          },
        ]
      : []),
    ...(admiteBaja(g.estado)
      ? [
          {
            etiqueta: `Dar de baja ${nombre}`,
            titulo: 'Dar de baja',
            icono: 'pi pi-ban',
            hacer: async (guia: GuiaFieldsFragment) => onBaja(guia),
          },
        ]
      : []),
  ];
  return (
    <span className="guia-acciones">
      {botones.map((b) => (
        <Button
          key={b.titulo}
          type="button"
          size="small"
          outlined
          icon={b.icono}
          tooltip={b.titulo}
          tooltipOptions={{ position: 'top' }}
          aria-label={b.etiqueta}
          disabled={acciones.ocupada === g.id}
          onClick={() => void b.hacer(g)}
        />
      ))}
    </span>
  );
}
