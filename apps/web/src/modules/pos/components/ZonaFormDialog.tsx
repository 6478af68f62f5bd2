import type { PosZonaFieldsFragment } from '../../../gql/graphql';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createZonaMutation, updateZonaMutation } from '../graphql/configuracion';
import { entradaZona, validarZonaForm, zonaFormDe } from '../utils/zona-form';
import { CamposCodigo } from './CamposCodigo';

/** 'Nueva zona' / 'Editar zona'. */
export function ZonaFormDialog({ fila, cerrar, guardada }: DialogoFila<PosZonaFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => zonaFormDe(fila),
    validar: validarZonaForm,
    entrada: entradaZona,
    crear: createZonaMutation,
    actualizar: updateZonaMutation,
    exito: ['Zona registrada', 'Zona actualizada'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario titulo={fila ? `Editar zona ${fila.codigo}` : 'Nueva zona'} {...dialogo} ancho="32rem">
      <CamposCodigo id="zona" f={f} campo="descripcion" etiqueta="Descripción">
        <CampoSiNo
          id="zona-control-mesa"
          label="Control de mesas"
          checked={f.form.control_mesa}
          onChange={(v) => f.set('control_mesa', v)}
        />
      </CamposCodigo>
    </DialogoFormulario>
  );
}
