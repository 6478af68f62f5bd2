import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { confirmar } from '../../../ui/utils/acciones';
import { BotonesArchivo } from '../../contabilidad/components/BotonesArchivo';
import { excelBeneficioQuery, pdfBeneficioQuery } from '../graphql/beneficios';
import type { EstadoBeneficio } from '../hooks/use-beneficio';

interface AccionesBeneficioProps {
  estado: EstadoBeneficio;
  tipo: string;
  periodo: string;
  /** 'la gratificación de 07/2026': what the confirmations name. */
  nombre: string;
  calcular: () => void;
  /** Calcular stays off until what it needs is given. */
  listo?: boolean;
}

/** Calcular, Cerrar, Revertir, Excel and PDF of a run, and its state. */
export function AccionesBeneficio({
  estado,
  tipo,
  periodo,
  nombre,
  calcular,
  listo = true,
}: AccionesBeneficioProps) {
  const b = estado.beneficio;
  const cerrado = b?.estado === 'cerrada';
  return (
    <div className="tabla-acciones">
      <Button
        type="button"
        label="Calcular"
        icon="pi pi-calculator"
        disabled={cerrado || estado.ocupado || !listo}
        onClick={calcular}
      />
      <Button
        type="button"
        label="Cerrar"
        icon="pi pi-lock"
        severity="success"
        disabled={!b || cerrado || estado.ocupado}
        onClick={() =>
          confirmar({
            mensaje: `¿Cerrar ${nombre} y registrar su asiento?`,
            aceptar: 'Cerrar',
            onAceptar: () => void estado.cerrar(),
          })
        }
      />
      <Button
        type="button"
        label="Revertir"
        icon="pi pi-undo"
        severity="warning"
        disabled={!cerrado || estado.ocupado}
        onClick={() =>
          confirmar({
            mensaje: `¿Anular el asiento de ${nombre} y volverla a borrador?`,
            aceptar: 'Revertir',
            onAceptar: () => void estado.revertir(),
          })
        }
      />
      {b && (
        <BotonesArchivo
          variables={{ tipo, periodo }}
          excel={{ query: excelBeneficioQuery, elegir: (d) => d.excelBeneficio }}
          pdf={{ query: pdfBeneficioQuery, elegir: (d) => d.pdfBeneficio }}
        />
      )}
      {b && (
        <Tag
          value={cerrado ? 'CERRADA' : 'BORRADOR'}
          severity={cerrado ? 'success' : 'warning'}
          data-testid="beneficio-estado"
        />
      )}
    </div>
  );
}
