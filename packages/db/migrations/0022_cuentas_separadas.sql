CREATE TABLE "pos_cobro_lineas" (
	"cobro_id" uuid NOT NULL,
	"linea_id" uuid NOT NULL,
	"cantidad" numeric(14, 4) NOT NULL,
	CONSTRAINT "pos_cobro_lineas_cobro_id_linea_id_pk" PRIMARY KEY("cobro_id","linea_id")
);
--> statement-breakpoint
CREATE TABLE "pos_cobros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"pedido_id" uuid NOT NULL,
	"caja_sesion_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"comprobante_id" uuid,
	"documento_interno_id" uuid,
	"importe_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"usuario_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_cobros_documento_ck" CHECK (("pos_cobros"."comprobante_id" IS NULL) <> ("pos_cobros"."documento_interno_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "pos_pagos" ADD COLUMN "cobro_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD COLUMN "cobrando_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD COLUMN "cobrando_por" uuid;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD COLUMN "cobrando_total" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "pos_cobro_lineas" ADD CONSTRAINT "pos_cobro_lineas_cobro_id_pos_cobros_id_fk" FOREIGN KEY ("cobro_id") REFERENCES "public"."pos_cobros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cobro_lineas" ADD CONSTRAINT "pos_cobro_lineas_linea_id_pos_pedido_lineas_id_fk" FOREIGN KEY ("linea_id") REFERENCES "public"."pos_pedido_lineas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cobros" ADD CONSTRAINT "pos_cobros_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cobros" ADD CONSTRAINT "pos_cobros_pedido_id_pos_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pos_pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cobros" ADD CONSTRAINT "pos_cobros_caja_sesion_id_pos_caja_sesiones_id_fk" FOREIGN KEY ("caja_sesion_id") REFERENCES "public"."pos_caja_sesiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cobros" ADD CONSTRAINT "pos_cobros_comprobante_id_comprobantes_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cobros" ADD CONSTRAINT "pos_cobros_documento_interno_id_documentos_internos_id_fk" FOREIGN KEY ("documento_interno_id") REFERENCES "public"."documentos_internos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_cobros" ADD CONSTRAINT "pos_cobros_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_cobro_lineas_linea_idx" ON "pos_cobro_lineas" USING btree ("linea_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_cobros_comprobante_uq" ON "pos_cobros" USING btree ("comprobante_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_cobros_documento_interno_uq" ON "pos_cobros" USING btree ("documento_interno_id");--> statement-breakpoint
CREATE INDEX "pos_cobros_pedido_idx" ON "pos_cobros" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "pos_cobros_sesion_idx" ON "pos_cobros" USING btree ("caja_sesion_id");--> statement-breakpoint
CREATE INDEX "pos_cobros_empresa_idx" ON "pos_cobros" USING btree ("empresa_id","created_at");--> statement-breakpoint
ALTER TABLE "pos_pagos" ADD CONSTRAINT "pos_pagos_cobro_id_pos_cobros_id_fk" FOREIGN KEY ("cobro_id") REFERENCES "public"."pos_cobros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pedidos" ADD CONSTRAINT "pos_pedidos_cobrando_por_usuarios_id_fk" FOREIGN KEY ("cobrando_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders charged before split bills: one charge each, carrying all its lines and its payments.
INSERT INTO "pos_cobros" ("empresa_id", "pedido_id", "caja_sesion_id", "tipo", "comprobante_id", "documento_interno_id", "importe_total", "usuario_id", "created_at")
SELECT p."empresa_id", p."id", p."caja_sesion_id", CASE WHEN p."documento_interno_id" IS NOT NULL THEN '99' ELSE c."tipo" END, p."comprobante_id", p."documento_interno_id", p."total", s."usuario_id", coalesce(p."cobrado_at", p."updated_at")
FROM "pos_pedidos" p
JOIN "pos_caja_sesiones" s ON s."id" = p."caja_sesion_id"
LEFT JOIN "comprobantes" c ON c."id" = p."comprobante_id"
WHERE p."estado" = 'cobrado' AND (p."comprobante_id" IS NULL) <> (p."documento_interno_id" IS NULL);--> statement-breakpoint
INSERT INTO "pos_cobro_lineas" ("cobro_id", "linea_id", "cantidad")
SELECT k."id", l."id", l."cantidad" FROM "pos_cobros" k JOIN "pos_pedido_lineas" l ON l."pedido_id" = k."pedido_id";--> statement-breakpoint
UPDATE "pos_pagos" g SET "cobro_id" = k."id" FROM "pos_cobros" k WHERE k."pedido_id" = g."pedido_id" AND g."cobro_id" IS NULL;
