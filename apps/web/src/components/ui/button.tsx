import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "./spinner";

export type TButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "link";
export type TButtonSize = "sm" | "md" | "lg" | "icon";

const VARIANTS: Record<TButtonVariant, string> = {
  primary: "bg-emerald-700 text-white hover:bg-emerald-800 shadow-sm",
  secondary: "bg-emerald-50 text-emerald-800 hover:bg-emerald-100",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  danger: "bg-red-700 text-white hover:bg-red-800 shadow-sm",
  link: "text-emerald-800 underline-offset-4 hover:underline px-0",
};

const SIZES: Record<TButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
};

export function buttonClasses(variant: TButtonVariant = "primary", size: TButtonSize = "md", className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  loading?: boolean;
};

export function Button({ variant, size, loading, className, children, type = "button", disabled, ...rest }: TButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} disabled={disabled || loading} {...rest}>
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
