import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useNavigate } from 'react-router';

/**
 * The Aplicativos module's home: shortcut cards with 'Ir a' (spec 01 §2). Only cards whose screens exist
 * are shown; the companies of the accounting system live at /app/empresas.
 */
export const ACCESOS_APLICATIVOS = [
  {
    titulo: 'Sistema contable',
    detalle: 'Empresas, plan de cuentas, clientes y proveedores.',
    icono: 'pi pi-briefcase',
    ruta: '/app/empresas',
  },
  {
    titulo: 'Consultas en línea',
    detalle: 'DNI y RUC: nombres, razón social, estado y condición del contribuyente.',
    icono: 'pi pi-search',
    ruta: '/aplicativos/dnibasico',
  },
  {
    titulo: 'Libros electrónicos',
    detalle: 'Registros de compras y ventas, diario y mayor en TXT del PLE.',
    icono: 'pi pi-book',
    ruta: '/sleple5.1/compras/8.1',
  },
] as const;

export function AplicativosAccesos() {
  const navigate = useNavigate();
  return (
    <div className="aplicativos-accesos">
      {ACCESOS_APLICATIVOS.map((a) => (
        <Card key={a.ruta} className="home-card aplicativos-accesos__tarjeta" title={a.titulo}>
          <i className={`${a.icono} aplicativos-accesos__icono`} aria-hidden="true" />
          <p className="home-card__note">{a.detalle}</p>
          <Button
            label="Ir a"
            icon="pi pi-arrow-right"
            iconPos="right"
            onClick={() => navigate(a.ruta)}
            aria-label={`Ir a ${a.titulo}`}
          />
        </Card>
      ))}
    </div>
  );
}
