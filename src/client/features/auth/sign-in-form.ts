import { useState, type FormEvent } from 'react'
import { fieldDescriptionIds } from '@/components/ui/field'

/**
 * The sign-in forms' state: each field's text, the sentence for an empty one (after the first
 * submit, then as the person types, like the other forms), and a submit that sends only when every
 * field holds more than spaces and otherwise focuses the first empty one. The server's schema
 * (shared/schemas/auth.ts) checks the rest with the same sentences. Deliberately neither
 * react-hook-form nor zod: together they would be a third of the sign-in pages' 120 KB first-load
 * budget (scripts/budgets/bundle-size.ts), for two required fields.
 */
export const useSignInForm = <Name extends string>(messages: Record<Name, string>) => {
  const names = Object.keys(messages) as Name[]
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>,
  )
  const [isSubmitted, setIsSubmitted] = useState(false)
  const emptyNames = names.filter((name) => values[name].trim() === '')
  const errors = (
    isSubmitted ? Object.fromEntries(emptyNames.map((name) => [name, messages[name]])) : {}
  ) as Partial<Record<Name, string>>

  /** What an input (whose id is the field's name) spreads: its value, change handler and aria wiring. */
  const field = (name: Name) => ({
    id: name,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': fieldDescriptionIds(name, { error: errors[name] }),
  })

  const handleSubmit = (onValid: (values: Record<Name, string>) => void) => (event: FormEvent) => {
    event.preventDefault()
    setIsSubmitted(true)
    const firstEmpty = emptyNames[0]
    if (firstEmpty === undefined) onValid(values)
    else document.getElementById(firstEmpty)?.focus()
  }

  return { errors, field, handleSubmit, fill: setValues }
}
