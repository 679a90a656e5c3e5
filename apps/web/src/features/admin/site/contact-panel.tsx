import type { TAdminContactDetails } from '@nurseready/shared/schemas/admin-content'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { LoadError } from '../components/admin-page'
import { FormAlert } from '../library/form-parts'
import { fieldErrors, text } from '../live/form-dialog'
import { useContactDetails, useSaveContactDetails } from './site-api'

/** The address, email and phone shown in the site's footer and on Contact Us. */
export function ContactPanel() {
  const details = useContactDetails()
  const save = useSaveContactDetails()
  const [saved, setSaved] = useState(false)
  const err = fieldErrors(save.error)
  if (details.isPending) return <Spinner />
  if (details.isError) return <LoadError message={errorMessage(details.error, '')} />
  return (
    <form
      aria-label="Contact details"
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const data = new FormData(e.currentTarget)
        const body: TAdminContactDetails = {
          address: text(data, 'address'),
          email: text(data, 'email'),
          phone: text(data, 'phone'),
        }
        setSaved(false)
        save.mutate(body, { onSuccess: () => setSaved(true) })
      }}
    >
      <Field
        label="Address"
        name="address"
        required
        defaultValue={details.data.address}
        error={err('address')}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        required
        defaultValue={details.data.email}
        error={err('email')}
      />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        required
        defaultValue={details.data.phone}
        error={err('phone')}
      />
      <FormAlert
        message={
          save.error && !err('address') && !err('email') && !err('phone')
            ? errorMessage(save.error, 'Could not save.')
            : null
        }
      />
      {saved ? (
        <p role="status" className="text-sm text-emerald-800">
          Saved. The site shows the new details now.
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save contact details'}
        </Button>
      </div>
    </form>
  )
}
