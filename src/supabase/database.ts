export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      calculations: {
        Row: {
          amount: number
          created_at: string
          currency: string
          exchange_rate: number | null
          hourly_rate: number
          hours: number
          id: string
          is_favorite: boolean
          mode: string
          price: number | null
          price_currency: string | null
          rate_date: string | null
          title: string | null
          url: string | null
          use_work_week: boolean
          user_id: string
        }
        Insert: {
          amount: number
          created_at?: string
          currency: string
          exchange_rate?: number | null
          hourly_rate: number
          hours: number
          id?: string
          is_favorite?: boolean
          mode: string
          price?: number | null
          price_currency?: string | null
          rate_date?: string | null
          title?: string | null
          url?: string | null
          use_work_week?: boolean
          user_id?: string
        }
        Update: {
          amount?: number
          created_at?: string
          currency?: string
          exchange_rate?: number | null
          hourly_rate?: number
          hours?: number
          id?: string
          is_favorite?: boolean
          mode?: string
          price?: number | null
          price_currency?: string | null
          rate_date?: string | null
          title?: string | null
          url?: string | null
          use_work_week?: boolean
          user_id?: string
        }
        Relationships: []
      }
      comparison_creations: {
        Row: {
          created_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          user_id?: string
        }
        Relationships: []
      }
      comparisons: {
        Row: {
          code: string
          created_at: string
          items: NonNullable<Json>
          owner_name: string | null
          title: string | null
          user_id: string
        }
        Insert: {
          code: string
          created_at?: string
          items: NonNullable<Json>
          owner_name?: string | null
          title?: string | null
          user_id?: string
        }
        Update: {
          code?: string
          created_at?: string
          items?: NonNullable<Json>
          owner_name?: string | null
          title?: string | null
          user_id?: string
        }
        Relationships: []
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          id: string
          message: string
          name: string
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          message: string
          name: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          message?: string
          name?: string
        }
        Relationships: []
      }
      exchange_rates: {
        Row: {
          currency: string
          rate: number
          rate_date: string
        }
        Insert: {
          currency: string
          rate: number
          rate_date: string
        }
        Update: {
          currency?: string
          rate?: number
          rate_date?: string
        }
        Relationships: []
      }
      goals: {
        Row: {
          created_at: string
          currency: string
          deadline: string | null
          id: string
          last_savings_key: string | null
          saved_amount: number
          target_amount: number
          title: string
          user_id: string
        }
        Insert: {
          created_at?: string
          currency: string
          deadline?: string | null
          id?: string
          last_savings_key?: string | null
          saved_amount?: number
          target_amount: number
          title: string
          user_id?: string
        }
        Update: {
          created_at?: string
          currency?: string
          deadline?: string | null
          id?: string
          last_savings_key?: string | null
          saved_amount?: number
          target_amount?: number
          title?: string
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      add_goal_savings: {
        Args: { amount: number; goal_id: string; savings_key?: string }
        Returns: {
          created_at: string
          currency: string
          deadline: string | null
          id: string
          last_savings_key: string | null
          saved_amount: number
          target_amount: number
          title: string
          user_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "goals"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      delete_own_account: { Args: never; Returns: undefined }
      get_comparison: {
        Args: { code: string }
        Returns: Database["public"]["CompositeTypes"]["shared_comparison"][]
        SetofOptions: {
          from: "*"
          to: "shared_comparison"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      store_exchange_rates: {
        Args: { rate_date: string; rates: Json }
        Returns: number
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      shared_comparison: {
        code: string | null
        owner_name: string | null
        title: string | null
        items: Json | null
        created_at: string | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

