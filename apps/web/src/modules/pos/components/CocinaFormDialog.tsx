import type { PosCocinaFieldsFragment } from '../../../gql/graphql';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createCocinaMutation, updateCocinaMutation } from '../graphql/configuracion';
import { cocinaFormDe, entradaCocina, validarCocinaForm } from '../utils/cocina-form';
import { CamposCodigo } from './CamposCodigo';

/** 'Nueva cocina' / 'Editar cocina' of the session's local. */
export function CocinaFormDialog({ fila, cerrar, guardada }: DialogoFila<PosCocinaFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => cocinaFormDe(fila),
    validar: validarCocinaForm,
    entrada: entradaCocina,
    crear: createCocinaMutation,
    actualizar: updateCocinaMutation,
    exito: ['Cocina registrada', 'Cocina actualizada'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario
      titulo={fila ? `Editar cocina ${fila.codigo}` : 'Nueva cocina'}
      {...dialogo}
      ancho="32rem"
    >
      <CamposCodigo id="cocina" f={f} campo="nombre" etiqueta="Nombre" />
    </DialogoFormulario>
  );
}
