import { mayuscula } from '@kipu/peru/pos/vocabulario';
import { useQuery } from 'urql';
import type { PosStaffFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createStaffMutation, staffQuery, updateStaffMutation } from '../graphql/configuracion';
import { useCocinasOpciones } from '../hooks/use-opciones-pos';
import { useUsuariosEmpresa } from '../hooks/use-usuarios-empresa';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { entradaStaff, rolesStaff, staffFormDe, validarStaffForm } from '../utils/staff-form';
import { sinStaffActivo } from '../utils/usuarios-empresa';

/**
 * 'Nuevo integrante' / 'Editar integrante': a user of the company (picked from its users), the room
 * role and, for a cook, the kitchen whose comandas it sees.
 */
export function StaffFormDialog({ fila, cerrar, guardada }: DialogoFila<PosStaffFieldsFragment>) {
  const v = useVocabularioPos();
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => staffFormDe(fila),
    validar: (form) => validarStaffForm(form, v),
    entrada: entradaStaff,
    crear: createStaffMutation,
    actualizar: updateStaffMutation,
    exito: ['Integrante registrado', 'Integrante actualizado'],
    guardada,
    cerrar,
  });
  const cocinas = useCocinasOpciones();
  const usuarios = useUsuariosEmpresa();
  const [{ data: staff }] = useQuery({ query: staffQuery, pause: Boolean(fila), context: MANUAL_ERRORS });
  // A new member is one of the users not yet in the staff; an edit keeps its own user.
  const opcionesUsuario = fila ? usuarios.opciones : sinStaffActivo(usuarios.opciones, staff?.staff ?? []);
  return (
    <DialogoFormulario
      titulo={fila ? `Editar a ${fila.nombres}` : 'Nuevo integrante'}
      {...dialogo}
      ancho="36rem"
    >
      <div className="form-grid">
        <CampoSelect
          id="staff-usuario"
          label="Usuario"
          value={f.form.usuario_id || null}
          options={opcionesUsuario}
          loading={usuarios.cargando}
          error={f.errores.usuario_id}
          className="form-grid__ancho"
          disabled={Boolean(fila)}
          filter
          onChange={(v) => f.set('usuario_id', v ?? '')}
        />
        <CampoSelect
          id="staff-rol"
          label="Rol"
          value={f.form.rol}
          options={rolesStaff(v)}
          error={f.errores.rol}
          onChange={(v) => f.set('rol', v)}
        />
        {f.form.rol === 'cocinero' && (
          <CampoSelect
            id="staff-cocina"
            label={mayuscula(v.cocina.singular)}
            value={f.form.cocina_id}
            options={cocinas.opciones}
            loading={cocinas.cargando}
            error={f.errores.cocina_id}
            onChange={(v) => f.set('cocina_id', v)}
          />
        )}
      </div>
    </DialogoFormulario>
  );
}
