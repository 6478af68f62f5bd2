import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { DetalleUsuarioFieldsFragment } from '../../../../gql/graphql';
import { FormField } from '../../../../ui/FormField';
import { useAccionEquipo } from '../../../equipo/hooks/use-accion-equipo';
import {
  activarUsuarioMutation,
  cambiarRolPlataformaMutation,
  desactivarUsuarioMutation,
  reenviarConfirmacionMutation,
} from '../../graphql/usuarios';
import { useRolesPlataforma } from '../../hooks/use-roles-plataforma';
import { accionesDeCuenta } from '../../utils/cuenta';

interface Props {
  detalle: DetalleUsuarioFieldsFragment;
  /** The administrator's own account: nothing is offered (the server refuses it too). */
  propia: boolean;
}

/** Activate or confirm, deactivate, resend the confirmation and change the platform role, each asked first. */
export function AccionesCuentaBarra({ detalle, propia }: Props) {
  const u = detalle.usuario;
  const acciones = accionesDeCuenta(u.estado, propia);
  const roles = useRolesPlataforma();
  const [rolId, setRolId] = useState(u.rol_id);
  const [, activar] = useMutation(activarUsuarioMutation);
  const [, desactivar] = useMutation(desactivarUsuarioMutation);
  const [, reenviar] = useMutation(reenviarConfirmacionMutation);
  const [, cambiarRol] = useMutation(cambiarRolPlataformaMutation);
  // Each mutation answers the account as it stands, which the page's query picks up from the cache.
  const accion = useAccionEquipo(() => undefined);
  const variables = { id: u.id };

  return (
    <div className="cuenta__acciones">
      {acciones.activar && (
        <Button
          type="button"
          label={acciones.textoActivar}
          icon="pi pi-check"
          onClick={() =>
            accion({
              pregunta:
                u.estado === 'sin_confirmar'
                  ? `¿Confirmar el correo de ${u.email}? Podrá ingresar sin abrir el enlace.`
                  : `¿Activar la cuenta de ${u.email}?`,
              aceptar: acciones.textoActivar,
              ejecutar: (c) => activar(variables, c),
              exito: 'Cuenta activada',
            })
          }
        />
      )}
      {acciones.reenviar && (
        <Button
          type="button"
          label="Reenviar confirmación"
          icon="pi pi-envelope"
          outlined
          onClick={() =>
            accion({
              pregunta: `¿Enviar otra vez el enlace de confirmación a ${u.email}?`,
              aceptar: 'Enviar',
              ejecutar: (c) => reenviar(variables, c),
              exito: 'Enlace de confirmación enviado',
            })
          }
        />
      )}
      {acciones.desactivar && (
        <Button
          type="button"
          label="Desactivar"
          icon="pi pi-ban"
          severity="danger"
          outlined
          onClick={() =>
            accion({
              pregunta: `¿Desactivar la cuenta de ${u.email}? Sus sesiones se cerrarán y no podrá ingresar; no se borra nada.`,
              aceptar: 'Desactivar',
              ejecutar: (c) => desactivar(variables, c),
              exito: 'Cuenta desactivada',
            })
          }
        />
      )}
      {acciones.cambiarRol && (
        <>
          <FormField id="cuenta-rol" label="Rol de plataforma">
            {(control) => (
              <Dropdown
                inputId={control.id}
                value={rolId}
                options={roles.opciones}
                onChange={(e) => setRolId(String(e.value))}
              />
            )}
          </FormField>
          <Button
            type="button"
            label="Cambiar rol"
            disabled={rolId === u.rol_id}
            onClick={() =>
              accion({
                pregunta: `¿Cambiar el rol de ${u.email} de ${roles.nombre(u.rol_id)} a ${roles.nombre(rolId)}? Rige desde su siguiente acción.`,
                aceptar: 'Cambiar rol',
                ejecutar: (c) => cambiarRol({ ...variables, rol_id: rolId }, c),
                exito: 'Rol cambiado',
              })
            }
          />
        </>
      )}
    </div>
  );
}
