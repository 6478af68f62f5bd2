CREATE TABLE "conductores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"tipo_documento" text NOT NULL,
	"numero_documento" text NOT NULL,
	"nombres" text NOT NULL,
	"apellidos" text NOT NULL,
	"licencia" text NOT NULL,
	"transportista_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transportistas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"ruc" text NOT NULL,
	"razon_social" text NOT NULL,
	"registro_mtc" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehiculos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"placa" text NOT NULL,
	"tuce" text,
	"entidad_autorizadora" text,
	"numero_autorizacion" text,
	"marca" text,
	"descripcion" text,
	"transportista_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conductores" ADD CONSTRAINT "conductores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conductores" ADD CONSTRAINT "conductores_transportista_id_transportistas_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportistas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportistas" ADD CONSTRAINT "transportistas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_transportista_id_transportistas_id_fk" FOREIGN KEY ("transportista_id") REFERENCES "public"."transportistas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conductores_documento_uq" ON "conductores" USING btree ("empresa_id","tipo_documento","numero_documento") WHERE "conductores"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "conductores_busqueda_idx" ON "conductores" USING btree ("empresa_id","apellidos");--> statement-breakpoint
CREATE UNIQUE INDEX "transportistas_ruc_uq" ON "transportistas" USING btree ("empresa_id","ruc") WHERE "transportistas"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "transportistas_busqueda_idx" ON "transportistas" USING btree ("empresa_id","razon_social");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculos_placa_uq" ON "vehiculos" USING btree ("empresa_id","placa") WHERE "vehiculos"."deleted_at" IS NULL;