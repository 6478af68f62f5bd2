import './aviso-ruta.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../../ui/brand/use-brand';
import { PublicLayout } from '../../auth/components/PublicLayout';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { HOME_ROUTE, LOGIN_ROUTE, MODULOS_ROUTE } from '../../workspace/utils/role-rules';

export interface AccionAviso {
  etiqueta: string;
  ruta: string;
  icono: string;
}

interface AvisoRutaProps {
  titulo: string;
  icono: string;
  children: ReactNode;
  /** Links shown before the way home (an area's existing screens). */
  acciones?: readonly AccionAviso[];
  /** Outside the app shell (an unknown path of the root, or of the full-screen service area). */
  publico?: boolean;
}

/** The ways back from a page that is not there: home and the module chooser, or the login without a session. */
function useSalidas(): AccionAviso[] {
  const { auth } = useWorkspaceSession();
  if (!auth) return [{ etiqueta: 'Iniciar sesión', ruta: LOGIN_ROUTE, icono: 'pi pi-sign-in' }];
  return [
    { etiqueta: 'Ir al inicio', ruta: HOME_ROUTE, icono: 'pi pi-home' },
    { etiqueta: 'Elegir módulo', ruta: MODULOS_ROUTE, icono: 'pi pi-th-large' },
  ];
}

function Enlaces({ acciones, salidas }: { acciones: readonly AccionAviso[]; salidas: AccionAviso[] }) {
  return (
    <>
      {acciones.length > 0 && (
        <nav className="aviso-ruta__alternativas" aria-label="Pantallas disponibles">
          <p>Mientras tanto puede usar:</p>
          <ul>
            {acciones.map((a) => (
              <li key={a.ruta}>
                <Link to={a.ruta}>
                  <i className={a.icono} aria-hidden="true" /> {a.etiqueta}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav className="aviso-ruta__salidas" aria-label="Volver">
        {salidas.map((s, i) => (
          <Link
            key={s.ruta}
            to={s.ruta}
            className={`p-button p-component aviso-ruta__salida${i > 0 ? ' p-button-outlined' : ''}`}
          >
            <i className={`${s.icono} p-button-icon-left`} aria-hidden="true" />
            <span className="p-button-label">{s.etiqueta}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}

/** A page that tells why there is nothing at this path and offers the ways on, in the shell or on its own. */
export function AvisoRuta({ titulo, icono, children, acciones = [], publico = false }: AvisoRutaProps) {
  const salidas = useSalidas();
  const { brand } = useBrand(titulo);
  if (publico)
    return (
      <PublicLayout brand={brand} title={titulo}>
        <div className="aviso-ruta aviso-ruta--publico">
          <div role="alert">{children}</div>
          <Enlaces acciones={acciones} salidas={salidas} />
        </div>
      </PublicLayout>
    );
  return (
    <section className="page aviso-ruta" aria-labelledby="aviso-ruta-titulo">
      <h1 id="aviso-ruta-titulo" className="page__title">
        <i className={`${icono} aviso-ruta__icono`} aria-hidden="true" /> {titulo}
      </h1>
      <div role="alert">{children}</div>
      <Enlaces acciones={acciones} salidas={salidas} />
    </section>
  );
}
