CREATE TABLE "comisiones_afp" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afp" text NOT NULL,
	"desde" date NOT NULL,
	"flujo" numeric(7, 4) NOT NULL,
	"mixta_flujo" numeric(7, 4) NOT NULL,
	"mixta_saldo" numeric(7, 4) NOT NULL,
	"fuente" text NOT NULL,
	"confianza" text NOT NULL,
	"por_verificar" boolean DEFAULT false NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametros_planilla" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"concepto" text NOT NULL,
	"desde" date NOT NULL,
	"valor" numeric(14, 4) NOT NULL,
	"fuente" text NOT NULL,
	"confianza" text NOT NULL,
	"por_verificar" boolean DEFAULT false NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comisiones_afp" ADD CONSTRAINT "comisiones_afp_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametros_planilla" ADD CONSTRAINT "parametros_planilla_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comisiones_afp_uq" ON "comisiones_afp" USING btree ("afp","desde");--> statement-breakpoint
CREATE UNIQUE INDEX "parametros_planilla_uq" ON "parametros_planilla" USING btree ("concepto","desde");