CREATE TABLE "pcge_cuentas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"denominacion" text NOT NULL,
	"nivel" integer NOT NULL,
	"elemento" integer NOT NULL,
	"codigo_padre" text,
	"esf" boolean DEFAULT false NOT NULL,
	"ern" boolean DEFAULT false NOT NULL,
	"erf" boolean DEFAULT false NOT NULL,
	"efle" boolean DEFAULT false NOT NULL,
	"ecp" boolean DEFAULT false NOT NULL,
	"efe" boolean DEFAULT false NOT NULL,
	"smvn" boolean DEFAULT false NOT NULL,
	"smve" boolean DEFAULT false NOT NULL,
	"amarre_debe" text,
	"amarre_haber" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pcge_cuentas" ADD CONSTRAINT "pcge_cuentas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pcge_cuentas_codigo_uq" ON "pcge_cuentas" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "pcge_cuentas_elemento_idx" ON "pcge_cuentas" USING btree ("empresa_id","elemento");