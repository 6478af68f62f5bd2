import { MultiSelect } from 'primereact/multiselect';
import { useMutation } from 'urql';
import type { MiembroFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import { SELECT_PLACEHOLDER } from '../../../ui/SelectBuscar';
import { TextInput } from '../../../ui/TextInput';
import { useFormulario } from '../../../ui/use-formulario';
import { invitarMiembroMutation, updateMiembroMutation } from '../graphql/equipo';
import type { OpcionesEquipo } from '../hooks/use-opciones-equipo';
import {
  concesionVacia,
  entradaConcesion,
  entradaInvitacion,
  esCocinero,
  formDeMiembro,
  MAX_DIAS_DEMO,
  validarConcesion,
  validarInvitacion,
} from '../utils/concesion';

interface ConcesionDialogProps {
  /** The member whose grant changes; null invites someone new. */
  miembro: MiembroFieldsFragment | null;
  opciones: OpcionesEquipo;
  cerrar: () => void;
  guardada: () => void;
}

/**
 * Invites someone (their e-mail and the grant) or changes a member's grant: role, local, modules, the
 * kitchen of a cook and a demo period.
 */
export function ConcesionDialog({ miembro, opciones, cerrar, guardada }: ConcesionDialogProps) {
  const f = useFormulario(() => (miembro ? formDeMiembro(miembro) : concesionVacia()));
  const [{ fetching: invitando }, invitar] = useMutation(invitarMiembroMutation);
  const [{ fetching: actualizando }, actualizar] = useMutation(updateMiembroMutation);
  const { form, errores } = f;

  async function guardar() {
    const ok = miembro
      ? await f.guardar(
          validarConcesion,
          (x) => actualizar({ usuario_id: miembro.usuario_id, input: entradaConcesion(x) }, MANUAL_ERRORS),
          `Acceso de ${miembro.nombres} actualizado`,
        )
      : await f.guardar(
          validarInvitacion,
          (x) => invitar({ input: entradaInvitacion(x) }, MANUAL_ERRORS),
          `Invitación enviada a ${form.email.trim()}`,
        );
    if (ok) guardada();
  }

  return (
    <DialogoFormulario
      titulo={miembro ? `Editar acceso de ${miembro.nombres}` : 'Invitar a la empresa'}
      visible
      onHide={cerrar}
      onSubmit={() => void guardar()}
      guardando={invitando || actualizando}
      errorServidor={f.errorServidor}
      etiquetaGuardar={miembro ? 'Guardar' : 'Enviar invitación'}
      ancho="40rem"
    >
      <div className="form-grid">
        {miembro ? (
          <p className="form-grid__ancho equipo-dialogo__persona">
            <strong>{miembro.nombres}</strong> · {miembro.email}
          </p>
        ) : (
          <FormField id="invitacion-email" label="Correo" error={errores.email} className="form-grid__ancho">
            <TextInput
              type="email"
              inputMode="email"
              autoComplete="off"
              value={form.email}
              onChange={(v) => f.set('email', v)}
              autoFocus
            />
          </FormField>
        )}
        <CampoSelect
          id="concesion-rol"
          label="Rol"
          value={form.rol_id}
          options={opciones.roles}
          loading={opciones.cargando}
          onChange={(v) => f.set('rol_id', v)}
          error={errores.rol_id}
        />
        <CampoSelect
          id="concesion-local"
          label="Local"
          value={form.local_id}
          options={opciones.locales}
          onChange={(v) => f.set('local_id', v)}
          error={errores.local_id}
          clearable
        />
        <FormField
          id="concesion-modulos"
          label="Módulos (ninguno: todos los de su rol)"
          error={errores.modulos}
          className="form-grid__ancho"
        >
          {(control) => (
            <MultiSelect
              inputId={control.id}
              value={form.modulos}
              options={opciones.modulos}
              optionLabel="label"
              optionValue="value"
              display="chip"
              placeholder={SELECT_PLACEHOLDER}
              invalid={control.invalid}
              onChange={(e) => f.set('modulos', Array.isArray(e.value) ? e.value : [])}
            />
          )}
        </FormField>
        {esCocinero(form.rol_id) && (
          <CampoSelect
            id="concesion-cocina"
            label="Cocina"
            value={form.cocina_id}
            options={opciones.cocinas}
            onChange={(v) => f.set('cocina_id', v)}
            error={errores.cocina_id}
            clearable
          />
        )}
        <FormField
          id="concesion-demo"
          label={`Días de demo (1 a ${MAX_DIAS_DEMO}; vacío: sin fin)`}
          error={errores.demo_dias}
        >
          <TextInput
            inputMode="numeric"
            value={form.demo_dias}
            onChange={(v) => f.set('demo_dias', v)}
            maxLength={2}
          />
        </FormField>
      </div>
    </DialogoFormulario>
  );
}
