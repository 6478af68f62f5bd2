import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { hasErrorCode } from '../../../lib/graphql-errors';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { modulosQuery } from '../../auth/graphql/modulos';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../../workspace/utils/role-rules';
import { guardarPermisosRolMutation, matrizPermisosQuery } from '../graphql/roles';
import {
  agruparPermisos,
  cambiosDe,
  esRolProtegido,
  marcadasDe,
  permisosAGuardar,
  permisosDelRol,
} from '../utils/matriz';
import { AccesoRestringido } from './AccesoRestringido';
import { ListaRoles } from './roles/ListaRoles';
import { MatrizRol } from './roles/MatrizRol';
import './roles/roles.css';

const SIN_MARCAS: ReadonlySet<string> = new Set();

/**
 * /admin/roles (top administrator): the platform roles' permissions. One role at a time: its screens by
 * module, changed on a draft that is saved whole ("Guardar") or dropped ("Descartar cambios"). The top
 * administrator's own role is shown read-only: it keeps every permission.
 */
export function RolesPage() {
  const { roleId } = useWorkspaceSession();
  const admin = isTopAdministrator(roleId);
  const toast = useToast();
  const client = useClient();
  const [{ data, fetching, error }] = useQuery({
    query: matrizPermisosQuery,
    context: MANUAL_ERRORS,
    pause: !admin,
  });
  const [modulos] = useQuery({ query: modulosQuery, context: MANUAL_ERRORS, pause: !admin });
  const [, guardarPermisos] = useMutation(guardarPermisosRolMutation);
  const [rolId, setRolId] = useState<string | null>(null);
  // The unsaved choice of the open role; null shows what the role holds.
  const [borrador, setBorrador] = useState<ReadonlySet<string> | null>(null);
  const [guardando, setGuardando] = useState(false);

  const matriz = data?.matrizPermisos;
  const secciones = useMemo(() => {
    const nombres = new Map((modulos.data?.modulos ?? []).map((m) => [m.id, m.descripcion]));
    return agruparPermisos(permisosDelRol(matriz?.permisos ?? [], rolId), (id) => nombres.get(id) ?? id);
  }, [matriz, modulos.data, rolId]);
  const rol = matriz?.roles.find((r) => r.id === rolId) ?? null;
  const guardadas = useMemo(() => (rol ? marcadasDe(rol.permisos, secciones) : SIN_MARCAS), [rol, secciones]);
  const marcadas = borrador ?? guardadas;
  const cambios = rol ? cambiosDe(rol.permisos, marcadas, secciones) : { agregados: [], quitados: [] };
  const sucio = cambios.agregados.length + cambios.quitados.length > 0;
  const protegido = rol !== null && esRolProtegido(rol.id);

  if (!admin || hasErrorCode(error, 'FORBIDDEN')) return <AccesoRestringido />;
  const loadError = mensajeError(error);

  function elegir(id: string) {
    if (id === rolId) return;
    const abrir = () => {
      setBorrador(null);
      setRolId(id);
    };
    if (!sucio || !rol) return abrir();
    confirmar({
      mensaje: `Los cambios del rol ${rol.nombre} no se guardaron. ¿Descartarlos y abrir otro rol?`,
      aceptar: 'Descartar',
      onAceptar: abrir,
    });
  }

  async function guardar() {
    if (!rol || !matriz) return;
    setGuardando(true);
    const r = await guardarPermisos(
      { rol_id: rol.id, permisos: permisosAGuardar(marcadas, matriz.permisos) },
      MANUAL_ERRORS,
    );
    if (r.error) {
      setGuardando(false);
      const mensaje = mensajeError(r.error);
      if (mensaje) toast.error(mensaje);
      return;
    }
    // The draft stays on screen until the matrix is read again, so the saved choice never blinks back.
    await client
      .query(matrizPermisosQuery, {}, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
      .toPromise();
    setBorrador(null);
    setGuardando(false);
    toast.success(`Permisos del rol ${rol.nombre} guardados`);
  }

  return (
    <div className="page">
      <h1 className="page__title">Roles y permisos</h1>
      <p className="page__hint roles-page__hint">
        Elija un rol para ver y cambiar las pantallas que permite. El servidor aplica los cambios desde la
        siguiente operación de cada usuario con ese rol; su menú se actualiza al iniciar sesión o al elegir
        módulo o empresa.
      </p>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <div className="roles-page">
        <aside className="roles-page__roles">
          <ListaRoles
            roles={matriz?.roles ?? []}
            rolId={rolId}
            disabled={fetching && !matriz}
            onElegir={elegir}
          />
        </aside>
        <section className="roles-page__matriz" aria-label="Permisos del rol">
          {!rol ? (
            <p className="roles-page__vacio">
              {fetching && !matriz ? 'Cargando roles…' : 'Elija un rol de la lista para ver sus permisos.'}
            </p>
          ) : (
            <>
              <header className="roles-page__cabecera">
                <div>
                  <h2 className="roles-page__rol">{rol.nombre}</h2>
                  <p className="roles-page__descripcion">{rol.descripcion}</p>
                </div>
                {!protegido && (
                  <div className="roles-page__acciones">
                    {sucio && (
                      <Tag
                        severity="warning"
                        icon="pi pi-pencil"
                        value={`Cambios sin guardar (+${cambios.agregados.length} / −${cambios.quitados.length})`}
                        data-testid="roles-cambios"
                      />
                    )}
                    <Button
                      type="button"
                      label="Descartar cambios"
                      icon="pi pi-undo"
                      outlined
                      severity="secondary"
                      disabled={!sucio || guardando}
                      onClick={() => setBorrador(null)}
                    />
                    <Button
                      type="button"
                      label="Guardar"
                      icon="pi pi-save"
                      loading={guardando}
                      disabled={!sucio}
                      onClick={() => void guardar()}
                    />
                  </div>
                )}
              </header>
              {protegido && (
                <Message
                  severity="info"
                  className="w-full"
                  text={`El rol ${rol.nombre} conserva siempre todos los permisos: su matriz es solo de lectura.`}
                />
              )}
              <MatrizRol
                secciones={secciones}
                marcadas={marcadas}
                soloLectura={protegido || guardando}
                onCambio={setBorrador}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
