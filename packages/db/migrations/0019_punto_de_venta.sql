CREATE TABLE "pos_caja_sesiones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"caja_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"saldo_inicial" numeric(14, 2) DEFAULT '0' NOT NULL,
	"abierta_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cerrada_at" timestamp with time zone,
	"cerrada_por" uuid,
	"arqueo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_cajas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"zona_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"cuenta_financiera_id" uuid,
	"habilitada" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pos_cocinas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pos_comandas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"pedido_id" uuid NOT NULL,
	"cocina_id" uuid NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"usuario_id" uuid NOT NULL,
	"en_preparacion_at" timestamp with time zone,
	"listo_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_deliveries" (
	"pedido_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"cliente_id" uuid,
	"repartidor_id" uuid,
	"nombres" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"referencia" text DEFAULT '' NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT 'registrado' NOT NULL,
	"en_camino_at" timestamp with time zone,
	"entregado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_deliveries_pedido_id_pk" PRIMARY KEY("pedido_id")
);
--> statement-breakpoint
CREATE TABLE "pos_delivery_clientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"tipo_documento" text NOT NULL,
	"numero" text NOT NULL,
	"razon_social" text NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pos_mesas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"zona_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"pos_x" integer DEFAULT 0 NOT NULL,
	"pos_y" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pos_pagos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"pedido_id" uuid NOT NULL,
	"caja_sesion_id" uuid NOT NULL,
	"medio" text NOT NULL,
	"monto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"recibido" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vuelto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"referencia" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_pedido_lineas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"pedido_id" uuid NOT NULL,
	"producto_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"medida_id" text NOT NULL,
	"tipo_igv" text NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	"precio_unitario" numeric(20, 10) NOT NULL,
	"nota" text,
	"componentes" jsonb,
	"usuario_id" uuid NOT NULL,
	"comanda_id" uuid,
	"enviada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_pedidos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"tipo" text DEFAULT 'mesa' NOT NULL,
	"zona_id" uuid,
	"mesa_id" uuid,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"usuario_id" uuid NOT NULL,
	"nota" text,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"caja_sesion_id" uuid,
	"comprobante_id" uuid,
	"documento_interno_id" uuid,
	"cobrado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_rutas_cocina" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"cocina_id" uuid NOT NULL,
	"categoria_id" uuid,
	"producto_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_rutas_cocina_destino_ck" CHECK (("pos_rutas_cocina"."categoria_id" IS NULL) <> ("pos_rutas_cocina"."producto_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "pos_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"rol" text NOT NULL,
	"cocina_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pos_zonas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"control_mesa" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pos_caja_sesiones" ADD CONSTRAINT "pos_caja_sesiones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_caja_sesiones" ADD CONSTRAINT "pos_caja_sesiones_caja_id_pos_cajas_id_fk" FOREIGN KEY ("caja_id") REFERENCES "public"."pos_cajas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_caja_sesiones" ADD CONSTRAINT "pos_caja_sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_caja_sesiones" ADD CONSTRAINT "pos_caja_sesiones_cerrada_por_usuarios_id_fk" FOREIGN KEY ("cerrada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cajas" ADD CONSTRAINT "pos_cajas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cajas" ADD CONSTRAINT "pos_cajas_zona_id_pos_zonas_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."pos_zonas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cajas" ADD CONSTRAINT "pos_cajas_cuenta_financiera_id_cuentas_financieras_id_fk" FOREIGN KEY ("cuenta_financiera_id") REFERENCES "public"."cuentas_financieras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cocinas" ADD CONSTRAINT "pos_cocinas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cocinas" ADD CONSTRAINT "pos_cocinas_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_comandas" ADD CONSTRAINT "pos_comandas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_comandas" ADD CONSTRAINT "pos_comandas_pedido_id_pos_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pos_pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_comandas" ADD CONSTRAINT "pos_comandas_cocina_id_pos_cocinas_id_fk" FOREIGN KEY ("cocina_id") REFERENCES "public"."pos_cocinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_comandas" ADD CONSTRAINT "pos_comandas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_deliveries" ADD CONSTRAINT "pos_deliveries_pedido_id_pos_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pos_pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_deliveries" ADD CONSTRAINT "pos_deliveries_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_deliveries" ADD CONSTRAINT "pos_deliveries_cliente_id_pos_delivery_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."pos_delivery_clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_deliveries" ADD CONSTRAINT "pos_deliveries_repartidor_id_usuarios_id_fk" FOREIGN KEY ("repartidor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_delivery_clientes" ADD CONSTRAINT "pos_delivery_clientes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_mesas" ADD CONSTRAINT "pos_mesas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_mesas" ADD CONSTRAINT "pos_mesas_zona_id_pos_zonas_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."pos_zonas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pagos" ADD CONSTRAINT "pos_pagos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pagos" ADD CONSTRAINT "pos_pagos_pedido_id_pos_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pos_pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pagos" ADD CONSTRAINT "pos_pagos_caja_sesion_id_pos_caja_sesiones_id_fk" FOREIGN KEY ("caja_sesion_id") REFERENCES "public"."pos_caja_sesiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedido_lineas" ADD CONSTRAINT "pos_pedido_lineas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedido_lineas" ADD CONSTRAINT "pos_pedido_lineas_pedido_id_pos_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pos_pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedido_lineas" ADD CONSTRAINT "pos_pedido_lineas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedido_lineas" ADD CONSTRAINT "pos_pedido_lineas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedido_lineas" ADD CONSTRAINT "pos_pedido_lineas_comanda_id_pos_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."pos_comandas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_zona_id_pos_zonas_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."pos_zonas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_mesa_id_pos_mesas_id_fk" FOREIGN KEY ("mesa_id") REFERENCES "public"."pos_mesas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_caja_sesion_id_pos_caja_sesiones_id_fk" FOREIGN KEY ("caja_sesion_id") REFERENCES "public"."pos_caja_sesiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_comprobante_id_comprobantes_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_documento_interno_id_documentos_internos_id_fk" FOREIGN KEY ("documento_interno_id") REFERENCES "public"."documentos_internos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_rutas_cocina" ADD CONSTRAINT "pos_rutas_cocina_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_rutas_cocina" ADD CONSTRAINT "pos_rutas_cocina_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_rutas_cocina" ADD CONSTRAINT "pos_rutas_cocina_cocina_id_pos_cocinas_id_fk" FOREIGN KEY ("cocina_id") REFERENCES "public"."pos_cocinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_rutas_cocina" ADD CONSTRAINT "pos_rutas_cocina_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_rutas_cocina" ADD CONSTRAINT "pos_rutas_cocina_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_staff" ADD CONSTRAINT "pos_staff_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_staff" ADD CONSTRAINT "pos_staff_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_staff" ADD CONSTRAINT "pos_staff_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_staff" ADD CONSTRAINT "pos_staff_cocina_id_pos_cocinas_id_fk" FOREIGN KEY ("cocina_id") REFERENCES "public"."pos_cocinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_zonas" ADD CONSTRAINT "pos_zonas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_zonas" ADD CONSTRAINT "pos_zonas_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_caja_sesiones_abierta_uq" ON "pos_caja_sesiones" USING btree ("caja_id") WHERE "pos_caja_sesiones"."cerrada_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pos_caja_sesiones_empresa_idx" ON "pos_caja_sesiones" USING btree ("empresa_id","abierta_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_cajas_codigo_uq" ON "pos_cajas" USING btree ("empresa_id","codigo") WHERE "pos_cajas"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_cocinas_codigo_uq" ON "pos_cocinas" USING btree ("local_id","codigo") WHERE "pos_cocinas"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pos_comandas_cocina_idx" ON "pos_comandas" USING btree ("cocina_id","estado");--> statement-breakpoint
CREATE INDEX "pos_deliveries_empresa_idx" ON "pos_deliveries" USING btree ("empresa_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_delivery_clientes_doc_uq" ON "pos_delivery_clientes" USING btree ("empresa_id","tipo_documento","numero") WHERE "pos_delivery_clientes"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_mesas_codigo_uq" ON "pos_mesas" USING btree ("zona_id","codigo") WHERE "pos_mesas"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pos_pagos_sesion_idx" ON "pos_pagos" USING btree ("caja_sesion_id");--> statement-breakpoint
CREATE INDEX "pos_pagos_pedido_idx" ON "pos_pagos" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "pos_pedido_lineas_pedido_idx" ON "pos_pedido_lineas" USING btree ("pedido_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_pedidos_mesa_abierta_uq" ON "pos_pedidos" USING btree ("mesa_id") WHERE "pos_pedidos"."estado" IN ('abierto', 'cobrando');--> statement-breakpoint
CREATE INDEX "pos_pedidos_empresa_idx" ON "pos_pedidos" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "pos_pedidos_sesion_idx" ON "pos_pedidos" USING btree ("caja_sesion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_rutas_cocina_categoria_uq" ON "pos_rutas_cocina" USING btree ("local_id","categoria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_rutas_cocina_producto_uq" ON "pos_rutas_cocina" USING btree ("local_id","producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_staff_usuario_uq" ON "pos_staff" USING btree ("empresa_id","usuario_id") WHERE "pos_staff"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_zonas_codigo_uq" ON "pos_zonas" USING btree ("local_id","codigo") WHERE "pos_zonas"."deleted_at" IS NULL;