import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { PersonasPage } from '../modules/datos-generales/components/PersonasPage';
import { ComprobantesPage } from '../modules/facturacion/components/ComprobantesPage';
import { ContingenciasPage } from '../modules/facturacion/components/ContingenciasPage';
import { FacturadorPage } from '../modules/facturacion/components/FacturadorPage';
import { ListaContingenciasPage } from '../modules/facturacion/components/ListaContingenciasPage';
import { ResumenesPage } from '../modules/facturacion/components/ResumenesPage';
import {
  NotasVentaPage,
  OrdenesCompraPage,
  ProformasPage,
} from '../modules/facturacion/internos/DocumentosInternosPage';
import { GuiaPage } from '../modules/guias/components/GuiaPage';
import { ListaGuiasPage } from '../modules/guias/components/ListaGuiasPage';
import { TransportistasPage } from '../modules/guias/components/TransportistasPage';
import { CategoriasPage } from '../modules/productos/components/CategoriasPage';
import { CategoriasPrecioPage } from '../modules/productos/components/CategoriasPrecioPage';
import { CombosPage } from '../modules/productos/components/CombosPage';
import { ProductosPage } from '../modules/productos/components/ProductosPage';
import { StockMinimoPage } from '../modules/productos/components/StockMinimoPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_FAC } from '../modules/shell/menu/facturacion';

/** The screens of /fac: path, permission and page. */
const PANTALLAS: readonly { path: string; permiso: string; pagina: ReactNode }[] = [
  { path: 'facturador', permiso: PERMISOS_FAC.facturador, pagina: <FacturadorPage /> },
  { path: 'factura', permiso: PERMISOS_FAC.facturador, pagina: <ComprobantesPage /> },
  { path: 'notas', permiso: PERMISOS_FAC.facturador, pagina: <ComprobantesPage key="notas" notas /> },
  { path: 'proformas', permiso: PERMISOS_FAC.facturador, pagina: <ProformasPage /> },
  { path: 'ordenes-compra', permiso: PERMISOS_FAC.facturador, pagina: <OrdenesCompraPage /> },
  { path: 'notas-venta', permiso: PERMISOS_FAC.facturador, pagina: <NotasVentaPage /> },
  { path: 'contingencias', permiso: PERMISOS_FAC.facturador, pagina: <ContingenciasPage /> },
  { path: 'lisContingencias', permiso: PERMISOS_FAC.facturador, pagina: <ListaContingenciasPage /> },
  { path: 'resumenes', permiso: PERMISOS_FAC.facturador, pagina: <ResumenesPage /> },
  { path: 'guias', permiso: PERMISOS_FAC.guias, pagina: <GuiaPage /> },
  { path: 'lisGuias', permiso: PERMISOS_FAC.guias, pagina: <ListaGuiasPage /> },
  { path: 'transportistas', permiso: PERMISOS_FAC.maestrosGuia, pagina: <TransportistasPage /> },
  { path: 'clientes', permiso: PERMISOS_FAC.clientes, pagina: <PersonasPage key="cliente" tipo="cliente" /> },
  { path: 'categorias', permiso: PERMISOS_FAC.categorias, pagina: <CategoriasPage /> },
  { path: 'productos', permiso: PERMISOS_FAC.listaProductos, pagina: <ProductosPage /> },
  { path: 'combos', permiso: PERMISOS_FAC.combos, pagina: <CombosPage /> },
  { path: 'precios', permiso: PERMISOS_FAC.precios, pagina: <CategoriasPrecioPage /> },
  { path: 'stock_minimo', permiso: PERMISOS_FAC.stockMinimo, pagina: <StockMinimoPage /> },
];

/** The /fac area (Facturación): emission, documents, clients, products and their masters. */
export function FacRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        {PANTALLAS.map(({ path, permiso, pagina }) => (
          <Route
            key={path}
            path={path}
            element={<PermisoRequerido permiso={permiso}>{pagina}</PermisoRequerido>}
          />
        ))}
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
