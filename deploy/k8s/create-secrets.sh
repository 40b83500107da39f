#!/usr/bin/env bash
# Makes the Secret easel-secrets in a namespace, out of band: nothing secret is ever in this repository.
#   deploy/k8s/create-secrets.sh easel-dev
#   REDIS_URL=rediss://… S3_ACCESS_KEY=… S3_SECRET_KEY=… SMTP_URL=… STRIPE_SECRET_KEY=… deploy/k8s/create-secrets.sh easel
# New signing keys, INTERNAL_SECRET and TOTP_KEY are made unless given (AUTH_PRIVATE_KEY / AUTH_PUBLIC_KEY as PEM).
# It refuses to replace an existing Secret: new keys sign everyone out, and a new TOTP_KEY makes every admin set
# up their second factor again. Rotate on purpose: kubectl delete secret easel-secrets -n <namespace>, then run it.
set -euo pipefail
namespace=${1:?usage: create-secrets.sh <namespace>}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -z "${AUTH_PRIVATE_KEY:-}" ]; then
  openssl genpkey -algorithm ed25519 -out "$work/private.pem"
  AUTH_PRIVATE_KEY=$(cat "$work/private.pem")
  AUTH_PUBLIC_KEY=$(openssl pkey -in "$work/private.pem" -pubout)
fi
: "${AUTH_PUBLIC_KEY:?AUTH_PUBLIC_KEY must come with AUTH_PRIVATE_KEY}"

args=(
  --from-literal=AUTH_PRIVATE_KEY="$AUTH_PRIVATE_KEY"
  --from-literal=AUTH_PUBLIC_KEY="$AUTH_PUBLIC_KEY"
  --from-literal=INTERNAL_SECRET="${INTERNAL_SECRET:-$(openssl rand -hex 32)}"
  --from-literal=TOTP_KEY="${TOTP_KEY:-$(openssl rand -hex 32)}"
  # The dev overlay's Redis and MinIO unless given; production passes its managed Redis and its bucket's keys.
  --from-literal=REDIS_URL="${REDIS_URL:-redis://redis:6379}"
  --from-literal=S3_ACCESS_KEY="${S3_ACCESS_KEY:-easel-$(openssl rand -hex 8)}"
  --from-literal=S3_SECRET_KEY="${S3_SECRET_KEY:-$(openssl rand -hex 24)}"
)
# Unset → mail as files on the pod's scratch volume, and payments on the embedded test-card provider.
for optional in SMTP_URL STRIPE_SECRET_KEY STRIPE_PUBLISHABLE_KEY STRIPE_WEBHOOK_SECRET; do
  if [ -n "${!optional:-}" ]; then args+=(--from-literal="$optional=${!optional}"); fi
done

kubectl get namespace "$namespace" >/dev/null 2>&1 || kubectl create namespace "$namespace"
kubectl create secret generic easel-secrets --namespace "$namespace" "${args[@]}"
